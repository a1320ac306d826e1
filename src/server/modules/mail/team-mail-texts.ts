import type { Locale } from '../../../shared/locales.js';

/**
 * The words of the mail that invites a person to join a team workspace, in the recipient's language. `{inviter}`,
 * `{workspace}`, `{host}`, `{role}` and `{email}` are filled in; `{role}` takes one of the role texts, written to read
 * naturally in inviteBody. mail-texts.test.ts guards all twelve languages.
 */
export interface TeamMailTexts {
  inviteSubject: string;
  inviteBody: string;
  inviteAddress: string;
  inviteIgnore: string;
  inviteAction: string;
  inviteReason: string;
  roleOwner: string;
  roleAdmin: string;
  roleEditor: string;
  roleViewer: string;
}

export const TEAM_MAIL_TEXTS: Record<Locale, TeamMailTexts> = {
  en: {
    inviteSubject: '{inviter} invited you to {workspace} on Scanlink',
    inviteBody: '{inviter} invited you to work in the workspace {workspace} at {host} as {role}.',
    inviteAddress:
      'Accept with this address, {email}: sign in to your account, or create one with it. The link works for 7 days.',
    inviteIgnore:
      'If you do not know {inviter} or do not want to join, ignore this e-mail: nothing happens without you.',
    inviteAction: 'Accept the invitation',
    inviteReason: 'You received this e-mail because a member of a Scanlink workspace invited this address.',
    roleOwner: 'an owner',
    roleAdmin: 'an admin',
    roleEditor: 'an editor',
    roleViewer: 'a viewer',
  },
  de: {
    inviteSubject: '{inviter} hat Sie zu {workspace} auf Scanlink eingeladen',
    inviteBody: '{inviter} hat Sie eingeladen, im Arbeitsbereich {workspace} unter {host} als {role} mitzuarbeiten.',
    inviteAddress:
      'Nehmen Sie die Einladung mit der Adresse {email} an: Melden Sie sich bei Ihrem Konto an oder erstellen Sie mit dieser Adresse eines. Der Link funktioniert 7 Tage lang.',
    inviteIgnore:
      'Wenn Sie {inviter} nicht kennen oder nicht beitreten möchten, ignorieren Sie diese E-Mail: Ohne Sie geschieht nichts.',
    inviteAction: 'Einladung annehmen',
    inviteReason:
      'Sie erhalten diese E-Mail, weil ein Mitglied eines Scanlink-Arbeitsbereichs diese Adresse eingeladen hat.',
    roleOwner: 'Inhaber',
    roleAdmin: 'Administrator',
    roleEditor: 'Bearbeiter',
    roleViewer: 'Betrachter',
  },
  ee: {
    inviteSubject: '{inviter} kutsus teid Scanlinkis tööruumi {workspace}',
    inviteBody: '{inviter} kutsus teid töötama {role} tööruumis {workspace} aadressil {host}.',
    inviteAddress:
      'Võtke kutse vastu aadressiga {email}: logige sisse oma kontole või looge selle aadressiga uus konto. Link töötab 7 päeva.',
    inviteIgnore:
      'Kui te ei tunne kasutajat {inviter} või ei soovi liituda, eirake seda e-kirja: ilma teieta ei juhtu midagi.',
    inviteAction: 'Võta kutse vastu',
    inviteReason: 'Saite selle e-kirja, sest üks Scanlinki tööruumi liige saatis sellele aadressile kutse.',
    roleOwner: 'omanikuna',
    roleAdmin: 'administraatorina',
    roleEditor: 'toimetajana',
    roleViewer: 'vaatajana',
  },
  es: {
    inviteSubject: '{inviter} te ha invitado a {workspace} en Scanlink',
    inviteBody: '{inviter} te ha invitado a trabajar como {role} en el espacio de trabajo {workspace} de {host}.',
    inviteAddress:
      'Acepta la invitación con la dirección {email}: inicia sesión en tu cuenta o crea una con esa dirección. El enlace funciona durante 7 días.',
    inviteIgnore: 'Si no conoces a {inviter} o no quieres unirte, ignora este correo: sin ti no pasa nada.',
    inviteAction: 'Aceptar la invitación',
    inviteReason:
      'Has recibido este correo porque un miembro de un espacio de trabajo de Scanlink invitó a esta dirección.',
    roleOwner: 'propietario',
    roleAdmin: 'administrador',
    roleEditor: 'editor',
    roleViewer: 'lector',
  },
  fi: {
    inviteSubject: '{inviter} kutsui sinut Scanlinkissä työtilaan {workspace}',
    inviteBody: '{inviter} kutsui sinut työskentelemään {role} työtilassa {workspace} osoitteessa {host}.',
    inviteAddress:
      'Hyväksy kutsu osoitteella {email}: kirjaudu tilillesi tai luo tili tällä osoitteella. Linkki toimii 7 päivää.',
    inviteIgnore:
      'Jos et tunne käyttäjää {inviter} tai et halua liittyä, voit jättää viestin huomiotta: mitään ei tapahdu ilman sinua.',
    inviteAction: 'Hyväksy kutsu',
    inviteReason: 'Sait tämän viestin, koska Scanlink-työtilan jäsen lähetti kutsun tähän osoitteeseen.',
    roleOwner: 'omistajana',
    roleAdmin: 'ylläpitäjänä',
    roleEditor: 'muokkaajana',
    roleViewer: 'katselijana',
  },
  fr: {
    inviteSubject: '{inviter} vous invite à rejoindre {workspace} sur Scanlink',
    inviteBody:
      '{inviter} vous invite à travailler dans l’espace de travail {workspace} sur {host} en tant que {role}.',
    inviteAddress:
      'Acceptez l’invitation avec l’adresse {email} : connectez-vous à votre compte, ou créez-en un avec cette adresse. Le lien fonctionne pendant 7 jours.',
    inviteIgnore:
      'Si vous ne connaissez pas {inviter} ou ne souhaitez pas rejoindre cet espace, ignorez cet e-mail : rien ne se passe sans vous.',
    inviteAction: 'Accepter l’invitation',
    inviteReason: 'Vous recevez cet e-mail parce qu’un membre d’un espace de travail Scanlink a invité cette adresse.',
    roleOwner: 'propriétaire',
    roleAdmin: 'administrateur',
    roleEditor: 'éditeur',
    roleViewer: 'lecteur',
  },
  it: {
    inviteSubject: '{inviter} ti invita a unirti a {workspace} su Scanlink',
    inviteBody: '{inviter} ti invita a lavorare nello spazio di lavoro {workspace} su {host} come {role}.',
    inviteAddress:
      'Accetta l’invito con l’indirizzo {email}: accedi al tuo account o creane uno con questo indirizzo. Il link funziona per 7 giorni.',
    inviteIgnore: 'Se non conosci {inviter} o non vuoi unirti, ignora questa e-mail: senza di te non succede nulla.',
    inviteAction: 'Accetta l’invito',
    inviteReason:
      'Hai ricevuto questa e-mail perché un membro di uno spazio di lavoro Scanlink ha invitato questo indirizzo.',
    roleOwner: 'proprietario',
    roleAdmin: 'amministratore',
    roleEditor: 'editor',
    roleViewer: 'visualizzatore',
  },
  nl: {
    inviteSubject: '{inviter} heeft je uitgenodigd voor {workspace} op Scanlink',
    inviteBody: '{inviter} heeft je uitgenodigd om als {role} te werken in de werkruimte {workspace} op {host}.',
    inviteAddress:
      'Accepteer de uitnodiging met het adres {email}: log in op je account of maak er met dit adres een aan. De link werkt 7 dagen.',
    inviteIgnore: 'Ken je {inviter} niet of wil je niet meedoen? Negeer deze e-mail dan: zonder jou gebeurt er niets.',
    inviteAction: 'Uitnodiging accepteren',
    inviteReason: 'Je ontvangt deze e-mail omdat een lid van een Scanlink-werkruimte dit adres heeft uitgenodigd.',
    roleOwner: 'eigenaar',
    roleAdmin: 'beheerder',
    roleEditor: 'bewerker',
    roleViewer: 'lezer',
  },
  pt: {
    inviteSubject: '{inviter} enviou-lhe um convite para {workspace} no Scanlink',
    inviteBody:
      '{inviter} enviou-lhe um convite para trabalhar como {role} no espaço de trabalho {workspace} em {host}.',
    inviteAddress:
      'Aceite o convite com o endereço {email}: inicie sessão na sua conta ou crie uma com este endereço. A ligação funciona durante 7 dias.',
    inviteIgnore:
      'Se não conhece {inviter} ou não quer aderir, ignore este e-mail: nada acontece sem a sua intervenção.',
    inviteAction: 'Aceitar o convite',
    inviteReason: 'Recebeu este e-mail porque um membro de um espaço de trabalho Scanlink convidou este endereço.',
    roleOwner: 'proprietário',
    roleAdmin: 'administrador',
    roleEditor: 'editor',
    roleViewer: 'leitor',
  },
  ru: {
    inviteSubject: '{inviter} приглашает вас в рабочее пространство {workspace} в Scanlink',
    inviteBody: '{inviter} приглашает вас работать в рабочем пространстве {workspace} на {host} в роли {role}.',
    inviteAddress:
      'Примите приглашение с адресом {email}: войдите в свою учётную запись или создайте новую с этим адресом. Ссылка действует 7 дней.',
    inviteIgnore:
      'Если вы не знаете пользователя {inviter} или не хотите присоединяться, проигнорируйте письмо: без вас ничего не произойдёт.',
    inviteAction: 'Принять приглашение',
    inviteReason:
      'Вы получили это письмо, потому что участник рабочего пространства Scanlink отправил приглашение на этот адрес.',
    roleOwner: 'владельца',
    roleAdmin: 'администратора',
    roleEditor: 'редактора',
    roleViewer: 'читателя',
  },
  se: {
    inviteSubject: '{inviter} har bjudit in dig till {workspace} på Scanlink',
    inviteBody: '{inviter} har bjudit in dig att arbeta som {role} i arbetsytan {workspace} på {host}.',
    inviteAddress:
      'Acceptera inbjudan med adressen {email}: logga in på ditt konto eller skapa ett med den här adressen. Länken fungerar i 7 dagar.',
    inviteIgnore:
      'Om du inte känner {inviter} eller inte vill gå med kan du strunta i mejlet: ingenting händer utan dig.',
    inviteAction: 'Acceptera inbjudan',
    inviteReason: 'Du får det här mejlet eftersom en medlem i en Scanlink-arbetsyta har bjudit in den här adressen.',
    roleOwner: 'ägare',
    roleAdmin: 'administratör',
    roleEditor: 'redigerare',
    roleViewer: 'läsare',
  },
  tr: {
    inviteSubject: "{inviter} sizi Scanlink'te {workspace} çalışma alanına davet etti",
    inviteBody: '{inviter} sizi {host} adresindeki {workspace} çalışma alanında {role} olarak çalışmaya davet etti.',
    inviteAddress:
      'Daveti {email} adresiyle kabul edin: hesabınıza giriş yapın veya bu adresle bir hesap oluşturun. Bağlantı 7 gün boyunca çalışır.',
    inviteIgnore:
      '{inviter} adlı kişiyi tanımıyorsanız veya katılmak istemiyorsanız bu e-postayı yok sayın: siz olmadan hiçbir şey olmaz.',
    inviteAction: 'Daveti kabul et',
    inviteReason: 'Bu e-postayı, bir Scanlink çalışma alanının üyesi bu adresi davet ettiği için aldınız.',
    roleOwner: 'sahip',
    roleAdmin: 'yönetici',
    roleEditor: 'düzenleyici',
    roleViewer: 'görüntüleyici',
  },
};
