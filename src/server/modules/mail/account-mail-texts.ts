import type { Locale } from '../../../shared/locales.js';

/**
 * The words of the mails about an account itself (a password reset, an e-mail address change), in the recipient's language; kept apart from
 * mail-texts.ts so each file stays readable. `{host}` and `{email}` are filled in. mail-texts.test.ts guards all twelve languages.
 */
export interface AccountMailTexts {
  resetSubject: string;
  resetBody: string;
  resetAction: string;
  resetIgnore: string;
  resetReason: string;
  emailConfirmSubject: string;
  emailConfirmBody: string;
  emailConfirmAction: string;
  emailConfirmReason: string;
  emailNoticeSubject: string;
  emailNoticeBody: string;
  emailNoticeAdvice: string;
  emailNoticeAction: string;
  emailNoticeReason: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<Locale, AccountMailTexts> = {
  en: {
    resetSubject: 'Reset your Scanlink password',
    resetBody:
      'Someone asked to reset the password of your Scanlink account at {host}. The link below works once, for one hour.',
    resetAction: 'Choose a new password',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    resetReason: 'You received this e-mail because a password reset was requested for this address.',
    emailConfirmSubject: 'Confirm your new Scanlink e-mail address',
    emailConfirmBody:
      'You asked to use {email} for your Scanlink account at {host}. Follow the link below to confirm it; until then your account keeps its current address.',
    emailConfirmAction: 'Confirm this address',
    emailConfirmReason:
      'You received this e-mail because this address was entered as the new address of a Scanlink account.',
    emailNoticeSubject: 'Your Scanlink e-mail address is about to change',
    emailNoticeBody:
      'Someone signed in to your Scanlink account at {host} asked to change its e-mail address to {email}. The change happens only once it is confirmed from that address.',
    emailNoticeAdvice: 'If this was not you, change your password now and sign out the devices you do not know.',
    emailNoticeAction: 'Open security settings',
    emailNoticeReason: 'You received this e-mail because it is the current address of your Scanlink account.',
  },
  de: {
    resetSubject: 'Scanlink-Passwort zurücksetzen',
    resetBody:
      'Jemand hat angefordert, das Passwort Ihres Scanlink-Kontos unter {host} zurückzusetzen. Der Link unten funktioniert einmal, eine Stunde lang.',
    resetAction: 'Neues Passwort wählen',
    resetIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    resetReason: 'Sie erhalten diese E-Mail, weil für diese Adresse das Zurücksetzen des Passworts angefordert wurde.',
    emailConfirmSubject: 'Neue E-Mail-Adresse für Scanlink bestätigen',
    emailConfirmBody:
      'Sie möchten {email} für Ihr Scanlink-Konto unter {host} verwenden. Bestätigen Sie die Adresse über den Link unten; bis dahin behält Ihr Konto seine bisherige Adresse.',
    emailConfirmAction: 'Diese Adresse bestätigen',
    emailConfirmReason:
      'Sie erhalten diese E-Mail, weil diese Adresse als neue Adresse eines Scanlink-Kontos eingegeben wurde.',
    emailNoticeSubject: 'Ihre E-Mail-Adresse bei Scanlink soll sich ändern',
    emailNoticeBody:
      'Jemand, der bei Ihrem Scanlink-Konto unter {host} angemeldet ist, möchte dessen E-Mail-Adresse in {email} ändern. Die Änderung gilt erst, wenn sie von dieser Adresse aus bestätigt wird.',
    emailNoticeAdvice: 'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und melden Sie unbekannte Geräte ab.',
    emailNoticeAction: 'Sicherheitseinstellungen öffnen',
    emailNoticeReason: 'Sie erhalten diese E-Mail, weil dies die aktuelle Adresse Ihres Scanlink-Kontos ist.',
  },
  ee: {
    resetSubject: 'Lähtesta oma Scanlinki parool',
    resetBody:
      'Keegi palus lähtestada teie Scanlinki konto parooli aadressil {host}. Allolev link töötab üks kord ja ühe tunni jooksul.',
    resetAction: 'Vali uus parool',
    resetIgnore: 'Kui te seda ei palunud, eirake seda e-kirja: teie parool jääb samaks.',
    resetReason: 'Saite selle e-kirja, sest selle aadressi jaoks paluti parooli lähtestamist.',
    emailConfirmSubject: 'Kinnitage oma uus Scanlinki e-posti aadress',
    emailConfirmBody:
      'Soovisite kasutada aadressi {email} oma Scanlinki kontol aadressil {host}. Kinnitage see alloleva lingi kaudu; seni jääb kontole praegune aadress.',
    emailConfirmAction: 'Kinnita see aadress',
    emailConfirmReason: 'Saite selle e-kirja, sest see aadress sisestati Scanlinki konto uueks aadressiks.',
    emailNoticeSubject: 'Teie Scanlinki e-posti aadress on muutumas',
    emailNoticeBody:
      'Keegi, kes on sisse logitud teie Scanlinki kontole aadressil {host}, palus muuta selle e-posti aadressiks {email}. Muudatus jõustub alles siis, kui see sellelt aadressilt kinnitatakse.',
    emailNoticeAdvice: 'Kui see polnud teie, muutke kohe oma parool ja logige välja tundmatud seadmed.',
    emailNoticeAction: 'Ava turvaseaded',
    emailNoticeReason: 'Saite selle e-kirja, sest see on teie Scanlinki konto praegune aadress.',
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Scanlink',
    resetBody:
      'Alguien pidió restablecer la contraseña de tu cuenta de Scanlink en {host}. El enlace de abajo funciona una vez, durante una hora.',
    resetAction: 'Elegir una contraseña nueva',
    resetIgnore: 'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    resetReason: 'Has recibido este correo porque se pidió restablecer la contraseña de esta dirección.',
    emailConfirmSubject: 'Confirma tu nueva dirección de correo en Scanlink',
    emailConfirmBody:
      'Pediste usar {email} en tu cuenta de Scanlink en {host}. Sigue el enlace de abajo para confirmarla; hasta entonces tu cuenta conserva su dirección actual.',
    emailConfirmAction: 'Confirmar esta dirección',
    emailConfirmReason:
      'Has recibido este correo porque esta dirección se indicó como la nueva de una cuenta de Scanlink.',
    emailNoticeSubject: 'La dirección de correo de tu cuenta de Scanlink va a cambiar',
    emailNoticeBody:
      'Alguien con sesión iniciada en tu cuenta de Scanlink en {host} pidió cambiar su dirección de correo a {email}. El cambio solo se hace cuando se confirma desde esa dirección.',
    emailNoticeAdvice:
      'Si no has sido tú, cambia ahora tu contraseña y cierra la sesión de los dispositivos que no conozcas.',
    emailNoticeAction: 'Abrir los ajustes de seguridad',
    emailNoticeReason: 'Has recibido este correo porque es la dirección actual de tu cuenta de Scanlink.',
  },
  fi: {
    resetSubject: 'Vaihda Scanlink-salasanasi',
    resetBody:
      'Joku pyysi Scanlink-tilisi salasanan vaihtamista osoitteessa {host}. Alla oleva linkki toimii kerran, tunnin ajan.',
    resetAction: 'Valitse uusi salasana',
    resetIgnore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.',
    resetReason: 'Sait tämän viestin, koska tälle osoitteelle pyydettiin salasanan vaihtoa.',
    emailConfirmSubject: 'Vahvista uusi Scanlink-sähköpostiosoitteesi',
    emailConfirmBody:
      'Pyysit käyttämään osoitetta {email} Scanlink-tililläsi osoitteessa {host}. Vahvista se alla olevalla linkillä; siihen asti tilisi pitää nykyisen osoitteensa.',
    emailConfirmAction: 'Vahvista tämä osoite',
    emailConfirmReason: 'Sait tämän viestin, koska tämä osoite annettiin Scanlink-tilin uudeksi osoitteeksi.',
    emailNoticeSubject: 'Scanlink-sähköpostiosoitteesi on vaihtumassa',
    emailNoticeBody:
      'Joku Scanlink-tilillesi osoitteessa {host} kirjautunut pyysi vaihtamaan sen sähköpostiosoitteeksi {email}. Vaihto tapahtuu vasta, kun se vahvistetaan siitä osoitteesta.',
    emailNoticeAdvice: 'Jos se et ollut sinä, vaihda salasanasi heti ja kirjaa ulos laitteet, joita et tunnista.',
    emailNoticeAction: 'Avaa tietoturva-asetukset',
    emailNoticeReason: 'Sait tämän viestin, koska tämä on Scanlink-tilisi nykyinen osoite.',
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe Scanlink',
    resetBody:
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Scanlink sur {host}. Le lien ci-dessous fonctionne une fois, pendant une heure.',
    resetAction: 'Choisir un nouveau mot de passe',
    resetIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    resetReason:
      'Vous recevez cet e-mail parce qu’une réinitialisation du mot de passe a été demandée pour cette adresse.',
    emailConfirmSubject: 'Confirmez votre nouvelle adresse e-mail Scanlink',
    emailConfirmBody:
      'Vous avez demandé à utiliser {email} pour votre compte Scanlink sur {host}. Suivez le lien ci-dessous pour la confirmer ; d’ici là, votre compte garde son adresse actuelle.',
    emailConfirmAction: 'Confirmer cette adresse',
    emailConfirmReason:
      'Vous recevez cet e-mail parce que cette adresse a été saisie comme nouvelle adresse d’un compte Scanlink.',
    emailNoticeSubject: 'L’adresse e-mail de votre compte Scanlink va changer',
    emailNoticeBody:
      'Une personne connectée à votre compte Scanlink sur {host} a demandé à remplacer son adresse e-mail par {email}. Le changement n’a lieu qu’une fois confirmé depuis cette adresse.',
    emailNoticeAdvice:
      'Si ce n’était pas vous, changez votre mot de passe maintenant et déconnectez les appareils que vous ne connaissez pas.',
    emailNoticeAction: 'Ouvrir les réglages de sécurité',
    emailNoticeReason: 'Vous recevez cet e-mail parce que c’est l’adresse actuelle de votre compte Scanlink.',
  },
  it: {
    resetSubject: 'Reimposta la tua password di Scanlink',
    resetBody:
      'Qualcuno ha chiesto di reimpostare la password del tuo account Scanlink su {host}. Il link qui sotto funziona una volta, per un’ora.',
    resetAction: 'Scegli una nuova password',
    resetIgnore: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
    resetReason: 'Hai ricevuto questa e-mail perché è stato chiesto di reimpostare la password per questo indirizzo.',
    emailConfirmSubject: 'Conferma il tuo nuovo indirizzo e-mail di Scanlink',
    emailConfirmBody:
      'Hai chiesto di usare {email} per il tuo account Scanlink su {host}. Segui il link qui sotto per confermarlo; fino ad allora l’account mantiene l’indirizzo attuale.',
    emailConfirmAction: 'Conferma questo indirizzo',
    emailConfirmReason:
      'Hai ricevuto questa e-mail perché questo indirizzo è stato indicato come nuovo indirizzo di un account Scanlink.',
    emailNoticeSubject: 'L’indirizzo e-mail del tuo account Scanlink sta per cambiare',
    emailNoticeBody:
      'Qualcuno collegato al tuo account Scanlink su {host} ha chiesto di cambiarne l’indirizzo e-mail in {email}. Il cambio avviene solo dopo la conferma da quell’indirizzo.',
    emailNoticeAdvice: 'Se non sei stato tu, cambia subito la password e disconnetti i dispositivi che non riconosci.',
    emailNoticeAction: 'Apri le impostazioni di sicurezza',
    emailNoticeReason: 'Hai ricevuto questa e-mail perché è l’indirizzo attuale del tuo account Scanlink.',
  },
  nl: {
    resetSubject: 'Stel je Scanlink-wachtwoord opnieuw in',
    resetBody:
      'Iemand heeft gevraagd het wachtwoord van je Scanlink-account op {host} opnieuw in te stellen. De link hieronder werkt één keer, een uur lang.',
    resetAction: 'Kies een nieuw wachtwoord',
    resetIgnore: 'Heb je hier niet om gevraagd? Negeer deze e-mail dan: je wachtwoord blijft hetzelfde.',
    resetReason: 'Je ontvangt deze e-mail omdat voor dit adres een nieuw wachtwoord is aangevraagd.',
    emailConfirmSubject: 'Bevestig je nieuwe e-mailadres voor Scanlink',
    emailConfirmBody:
      'Je wilt {email} gebruiken voor je Scanlink-account op {host}. Bevestig het met de link hieronder; tot dan houdt je account het huidige adres.',
    emailConfirmAction: 'Dit adres bevestigen',
    emailConfirmReason:
      'Je ontvangt deze e-mail omdat dit adres is opgegeven als nieuw adres van een Scanlink-account.',
    emailNoticeSubject: 'Het e-mailadres van je Scanlink-account gaat veranderen',
    emailNoticeBody:
      'Iemand die is ingelogd op je Scanlink-account op {host} heeft gevraagd het e-mailadres te wijzigen in {email}. De wijziging gaat pas in als ze vanaf dat adres is bevestigd.',
    emailNoticeAdvice: 'Was jij dit niet? Wijzig dan nu je wachtwoord en log apparaten uit die je niet kent.',
    emailNoticeAction: 'Beveiligingsinstellingen openen',
    emailNoticeReason: 'Je ontvangt deze e-mail omdat dit het huidige adres van je Scanlink-account is.',
  },
  pt: {
    resetSubject: 'Redefina a sua palavra-passe do Scanlink',
    resetBody:
      'Alguém pediu para redefinir a palavra-passe da sua conta Scanlink em {host}. A ligação abaixo funciona uma vez, durante uma hora.',
    resetAction: 'Escolher uma nova palavra-passe',
    resetIgnore: 'Se não pediu isto, ignore este e-mail: a sua palavra-passe continua igual.',
    resetReason: 'Recebeu este e-mail porque foi pedida a redefinição da palavra-passe para este endereço.',
    emailConfirmSubject: 'Confirme o seu novo endereço de e-mail do Scanlink',
    emailConfirmBody:
      'Pediu para usar {email} na sua conta Scanlink em {host}. Siga a ligação abaixo para o confirmar; até lá, a conta mantém o endereço atual.',
    emailConfirmAction: 'Confirmar este endereço',
    emailConfirmReason:
      'Recebeu este e-mail porque este endereço foi indicado como o novo endereço de uma conta Scanlink.',
    emailNoticeSubject: 'O endereço de e-mail da sua conta Scanlink vai mudar',
    emailNoticeBody:
      'Alguém com sessão iniciada na sua conta Scanlink em {host} pediu para mudar o endereço de e-mail para {email}. A mudança só acontece depois de confirmada a partir desse endereço.',
    emailNoticeAdvice:
      'Se não foi você, altere já a sua palavra-passe e termine a sessão nos dispositivos que não conhece.',
    emailNoticeAction: 'Abrir as definições de segurança',
    emailNoticeReason: 'Recebeu este e-mail porque é o endereço atual da sua conta Scanlink.',
  },
  ru: {
    resetSubject: 'Сброс пароля Scanlink',
    resetBody:
      'Кто-то запросил сброс пароля вашей учётной записи Scanlink на {host}. Ссылка ниже работает один раз в течение часа.',
    resetAction: 'Выбрать новый пароль',
    resetIgnore: 'Если вы этого не запрашивали, просто проигнорируйте письмо: ваш пароль не изменится.',
    resetReason: 'Вы получили это письмо, потому что для этого адреса был запрошен сброс пароля.',
    emailConfirmSubject: 'Подтвердите новый адрес электронной почты в Scanlink',
    emailConfirmBody:
      'Вы хотите использовать {email} для своей учётной записи Scanlink на {host}. Подтвердите адрес по ссылке ниже; до этого у учётной записи остаётся прежний адрес.',
    emailConfirmAction: 'Подтвердить этот адрес',
    emailConfirmReason: 'Вы получили это письмо, потому что этот адрес указан как новый адрес учётной записи Scanlink.',
    emailNoticeSubject: 'Адрес электронной почты вашей учётной записи Scanlink скоро изменится',
    emailNoticeBody:
      'Кто-то, выполнивший вход в вашу учётную запись Scanlink на {host}, запросил смену адреса электронной почты на {email}. Адрес сменится только после подтверждения с нового адреса.',
    emailNoticeAdvice: 'Если это были не вы, сейчас же смените пароль и завершите сеансы на незнакомых устройствах.',
    emailNoticeAction: 'Открыть настройки безопасности',
    emailNoticeReason: 'Вы получили это письмо, потому что это текущий адрес вашей учётной записи Scanlink.',
  },
  se: {
    resetSubject: 'Återställ ditt lösenord för Scanlink',
    resetBody:
      'Någon bad om att återställa lösenordet för ditt Scanlink-konto på {host}. Länken nedan fungerar en gång, i en timme.',
    resetAction: 'Välj ett nytt lösenord',
    resetIgnore: 'Om du inte bad om detta kan du strunta i mejlet: ditt lösenord förblir detsamma.',
    resetReason: 'Du får det här mejlet eftersom en återställning av lösenordet begärdes för den här adressen.',
    emailConfirmSubject: 'Bekräfta din nya e-postadress för Scanlink',
    emailConfirmBody:
      'Du bad om att använda {email} för ditt Scanlink-konto på {host}. Bekräfta adressen med länken nedan; tills dess behåller kontot sin nuvarande adress.',
    emailConfirmAction: 'Bekräfta den här adressen',
    emailConfirmReason: 'Du får det här mejlet eftersom adressen angavs som ny adress för ett Scanlink-konto.',
    emailNoticeSubject: 'E-postadressen för ditt Scanlink-konto håller på att ändras',
    emailNoticeBody:
      'Någon som är inloggad på ditt Scanlink-konto på {host} bad om att ändra dess e-postadress till {email}. Ändringen sker först när den bekräftas från den adressen.',
    emailNoticeAdvice: 'Om det inte var du, byt lösenord nu och logga ut enheter du inte känner igen.',
    emailNoticeAction: 'Öppna säkerhetsinställningarna',
    emailNoticeReason: 'Du får det här mejlet eftersom det är den nuvarande adressen för ditt Scanlink-konto.',
  },
  tr: {
    resetSubject: 'Scanlink parolanızı sıfırlayın',
    resetBody:
      'Birisi {host} adresindeki Scanlink hesabınızın parolasının sıfırlanmasını istedi. Aşağıdaki bağlantı bir kez ve bir saat boyunca çalışır.',
    resetAction: 'Yeni bir parola seçin',
    resetIgnore: 'Bunu siz istemediyseniz bu e-postayı yok sayın: parolanız olduğu gibi kalır.',
    resetReason: 'Bu e-postayı, bu adres için parola sıfırlama istendiği için aldınız.',
    emailConfirmSubject: 'Yeni Scanlink e-posta adresinizi onaylayın',
    emailConfirmBody:
      '{host} adresindeki Scanlink hesabınız için {email} adresini kullanmak istediniz. Onaylamak için aşağıdaki bağlantıyı izleyin; o zamana kadar hesabınız mevcut adresini korur.',
    emailConfirmAction: 'Bu adresi onayla',
    emailConfirmReason: 'Bu e-postayı, bu adres bir Scanlink hesabının yeni adresi olarak girildiği için aldınız.',
    emailNoticeSubject: 'Scanlink e-posta adresiniz değişmek üzere',
    emailNoticeBody:
      '{host} adresindeki Scanlink hesabınızda oturum açmış biri, e-posta adresinin {email} olarak değiştirilmesini istedi. Değişiklik ancak o adresten onaylandığında gerçekleşir.',
    emailNoticeAdvice: 'Bu siz değilseniz, parolanızı hemen değiştirin ve tanımadığınız cihazların oturumunu kapatın.',
    emailNoticeAction: 'Güvenlik ayarlarını aç',
    emailNoticeReason: 'Bu e-postayı, Scanlink hesabınızın şu anki adresi olduğu için aldınız.',
  },
};
