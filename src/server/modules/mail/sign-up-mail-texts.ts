import type { Locale } from '../../../shared/locales.js';

/**
 * The words of the sign-up mails on a server with mail (a new account's confirmation, and the notice to the owner of
 * an address someone tried to sign up with), in the recipient's language. `{host}` is filled in; mail-texts.test.ts
 * guards all twelve languages.
 */
export interface SignUpMailTexts {
  confirmSubject: string;
  confirmBody: string;
  confirmIgnore: string;
  confirmAction: string;
  confirmReason: string;
  attemptSubject: string;
  attemptBody: string;
  attemptAdvice: string;
  attemptAction: string;
  attemptReason: string;
}

export const SIGN_UP_MAIL_TEXTS: Record<Locale, SignUpMailTexts> = {
  en: {
    confirmSubject: 'Confirm your e-mail address for Scanlink',
    confirmBody:
      'Welcome to Scanlink at {host}. Follow the link below to confirm your e-mail address and sign in; it works once, for one day.',
    confirmIgnore:
      'If you did not create an account, ignore this e-mail: without confirmation the account is never used.',
    confirmAction: 'Confirm and sign in',
    confirmReason: 'You received this e-mail because someone created a Scanlink account with this address.',
    attemptSubject: 'Someone tried to create a Scanlink account with your address',
    attemptBody:
      'Someone tried to create a new Scanlink account at {host} with this e-mail address, which already has an account.',
    attemptAdvice:
      'If it was you, simply sign in; if you forgot your password, choose a new one with the button below. If it was not you, you need not do anything.',
    attemptAction: 'Reset my password',
    attemptReason: 'You received this e-mail because it is the address of your Scanlink account.',
  },
  de: {
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Scanlink',
    confirmBody:
      'Willkommen bei Scanlink unter {host}. Bestätigen Sie über den Link unten Ihre E-Mail-Adresse und melden Sie sich an; er funktioniert einmal, einen Tag lang.',
    confirmIgnore:
      'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail: Ohne Bestätigung wird das Konto nie verwendet.',
    confirmAction: 'Bestätigen und anmelden',
    confirmReason: 'Sie erhalten diese E-Mail, weil jemand mit dieser Adresse ein Scanlink-Konto erstellt hat.',
    attemptSubject: 'Jemand wollte mit Ihrer Adresse ein Scanlink-Konto erstellen',
    attemptBody:
      'Jemand hat versucht, unter {host} ein neues Scanlink-Konto mit dieser E-Mail-Adresse zu erstellen, zu der es bereits ein Konto gibt.',
    attemptAdvice:
      'Wenn Sie das waren, melden Sie sich einfach an; haben Sie Ihr Passwort vergessen, wählen Sie über die Schaltfläche unten ein neues. Wenn nicht, müssen Sie nichts tun.',
    attemptAction: 'Passwort zurücksetzen',
    attemptReason: 'Sie erhalten diese E-Mail, weil dies die Adresse Ihres Scanlink-Kontos ist.',
  },
  ee: {
    confirmSubject: 'Kinnitage oma e-posti aadress Scanlinkis',
    confirmBody:
      'Tere tulemast Scanlinki aadressil {host}. Järgige allolevat linki, et kinnitada oma e-posti aadress ja sisse logida; see töötab üks kord, ühe päeva jooksul.',
    confirmIgnore: 'Kui te kontot ei loonud, eirake seda e-kirja: kinnitamata kontot ei kasutata kunagi.',
    confirmAction: 'Kinnita ja logi sisse',
    confirmReason: 'Saite selle e-kirja, sest keegi lõi selle aadressiga Scanlinki konto.',
    attemptSubject: 'Keegi proovis teie aadressiga Scanlinki kontot luua',
    attemptBody:
      'Keegi proovis aadressil {host} luua uue Scanlinki konto selle e-posti aadressiga, millel on juba konto.',
    attemptAdvice:
      'Kui see olite teie, logige lihtsalt sisse; kui unustasite parooli, valige alloleva nupuga uus. Kui see polnud teie, ei pea te midagi tegema.',
    attemptAction: 'Lähtesta parool',
    attemptReason: 'Saite selle e-kirja, sest see on teie Scanlinki konto aadress.',
  },
  es: {
    confirmSubject: 'Confirma tu dirección de correo en Scanlink',
    confirmBody:
      'Te damos la bienvenida a Scanlink en {host}. Sigue el enlace de abajo para confirmar tu dirección de correo e iniciar sesión; funciona una vez, durante un día.',
    confirmIgnore: 'Si no creaste ninguna cuenta, ignora este correo: sin confirmación la cuenta nunca se usa.',
    confirmAction: 'Confirmar e iniciar sesión',
    confirmReason: 'Has recibido este correo porque alguien creó una cuenta de Scanlink con esta dirección.',
    attemptSubject: 'Alguien intentó crear una cuenta de Scanlink con tu dirección',
    attemptBody:
      'Alguien intentó crear una cuenta nueva de Scanlink en {host} con esta dirección de correo, que ya tiene una cuenta.',
    attemptAdvice:
      'Si fuiste tú, simplemente inicia sesión; si olvidaste la contraseña, elige una nueva con el botón de abajo. Si no fuiste tú, no tienes que hacer nada.',
    attemptAction: 'Restablecer mi contraseña',
    attemptReason: 'Has recibido este correo porque es la dirección de tu cuenta de Scanlink.',
  },
  fi: {
    confirmSubject: 'Vahvista sähköpostiosoitteesi Scanlinkissä',
    confirmBody:
      'Tervetuloa Scanlinkiin osoitteessa {host}. Vahvista sähköpostiosoitteesi ja kirjaudu alla olevalla linkillä; se toimii kerran, vuorokauden ajan.',
    confirmIgnore: 'Jos et luonut tiliä, voit jättää viestin huomiotta: vahvistamatonta tiliä ei koskaan käytetä.',
    confirmAction: 'Vahvista ja kirjaudu',
    confirmReason: 'Sait tämän viestin, koska joku loi tällä osoitteella Scanlink-tilin.',
    attemptSubject: 'Joku yritti luoda Scanlink-tilin osoitteellasi',
    attemptBody:
      'Joku yritti luoda uuden Scanlink-tilin osoitteessa {host} tällä sähköpostiosoitteella, jolla on jo tili.',
    attemptAdvice:
      'Jos se olit sinä, kirjaudu vain sisään; jos unohdit salasanasi, valitse uusi alla olevalla painikkeella. Jos se et ollut sinä, sinun ei tarvitse tehdä mitään.',
    attemptAction: 'Vaihda salasana',
    attemptReason: 'Sait tämän viestin, koska tämä on Scanlink-tilisi osoite.',
  },
  fr: {
    confirmSubject: 'Confirmez votre adresse e-mail pour Scanlink',
    confirmBody:
      'Bienvenue sur Scanlink ({host}). Suivez le lien ci-dessous pour confirmer votre adresse e-mail et vous connecter ; il fonctionne une fois, pendant un jour.',
    confirmIgnore:
      'Si vous n’avez pas créé de compte, ignorez cet e-mail : sans confirmation, le compte ne sert jamais.',
    confirmAction: 'Confirmer et se connecter',
    confirmReason: 'Vous recevez cet e-mail parce que quelqu’un a créé un compte Scanlink avec cette adresse.',
    attemptSubject: 'Quelqu’un a essayé de créer un compte Scanlink avec votre adresse',
    attemptBody:
      'Quelqu’un a essayé de créer un nouveau compte Scanlink sur {host} avec cette adresse e-mail, qui a déjà un compte.',
    attemptAdvice:
      'Si c’était vous, connectez-vous simplement ; si vous avez oublié votre mot de passe, choisissez-en un nouveau avec le bouton ci-dessous. Sinon, vous n’avez rien à faire.',
    attemptAction: 'Réinitialiser mon mot de passe',
    attemptReason: 'Vous recevez cet e-mail parce que c’est l’adresse de votre compte Scanlink.',
  },
  it: {
    confirmSubject: 'Conferma il tuo indirizzo e-mail per Scanlink',
    confirmBody:
      'Benvenuto in Scanlink su {host}. Segui il link qui sotto per confermare il tuo indirizzo e-mail e accedere; funziona una volta, per un giorno.',
    confirmIgnore: 'Se non hai creato un account, ignora questa e-mail: senza conferma l’account non viene mai usato.',
    confirmAction: 'Conferma e accedi',
    confirmReason: 'Hai ricevuto questa e-mail perché qualcuno ha creato un account Scanlink con questo indirizzo.',
    attemptSubject: 'Qualcuno ha provato a creare un account Scanlink con il tuo indirizzo',
    attemptBody:
      'Qualcuno ha provato a creare un nuovo account Scanlink su {host} con questo indirizzo e-mail, che ha già un account.',
    attemptAdvice:
      'Se eri tu, accedi e basta; se hai dimenticato la password, scegline una nuova con il pulsante qui sotto. Se non eri tu, non devi fare nulla.',
    attemptAction: 'Reimposta la password',
    attemptReason: 'Hai ricevuto questa e-mail perché è l’indirizzo del tuo account Scanlink.',
  },
  nl: {
    confirmSubject: 'Bevestig je e-mailadres voor Scanlink',
    confirmBody:
      'Welkom bij Scanlink op {host}. Volg de link hieronder om je e-mailadres te bevestigen en in te loggen; hij werkt één keer, een dag lang.',
    confirmIgnore:
      'Heb je geen account aangemaakt? Negeer deze e-mail dan: zonder bevestiging wordt het account nooit gebruikt.',
    confirmAction: 'Bevestigen en inloggen',
    confirmReason: 'Je ontvangt deze e-mail omdat iemand met dit adres een Scanlink-account heeft aangemaakt.',
    attemptSubject: 'Iemand probeerde een Scanlink-account met jouw adres aan te maken',
    attemptBody:
      'Iemand probeerde op {host} een nieuw Scanlink-account aan te maken met dit e-mailadres, dat al een account heeft.',
    attemptAdvice:
      'Was jij het? Log dan gewoon in; ben je je wachtwoord vergeten, kies dan met de knop hieronder een nieuw. Was jij het niet, dan hoef je niets te doen.',
    attemptAction: 'Wachtwoord opnieuw instellen',
    attemptReason: 'Je ontvangt deze e-mail omdat dit het adres van je Scanlink-account is.',
  },
  pt: {
    confirmSubject: 'Confirme o seu endereço de e-mail no Scanlink',
    confirmBody:
      'Bem-vindo ao Scanlink em {host}. Siga a ligação abaixo para confirmar o seu endereço de e-mail e iniciar sessão; funciona uma vez, durante um dia.',
    confirmIgnore: 'Se não criou nenhuma conta, ignore este e-mail: sem confirmação, a conta nunca é usada.',
    confirmAction: 'Confirmar e iniciar sessão',
    confirmReason: 'Recebeu este e-mail porque alguém criou uma conta Scanlink com este endereço.',
    attemptSubject: 'Alguém tentou criar uma conta Scanlink com o seu endereço',
    attemptBody:
      'Alguém tentou criar uma nova conta Scanlink em {host} com este endereço de e-mail, que já tem uma conta.',
    attemptAdvice:
      'Se foi você, basta iniciar sessão; se se esqueceu da palavra-passe, escolha uma nova com o botão abaixo. Se não foi você, não precisa de fazer nada.',
    attemptAction: 'Redefinir a palavra-passe',
    attemptReason: 'Recebeu este e-mail porque é o endereço da sua conta Scanlink.',
  },
  ru: {
    confirmSubject: 'Подтвердите адрес электронной почты для Scanlink',
    confirmBody:
      'Добро пожаловать в Scanlink на {host}. Перейдите по ссылке ниже, чтобы подтвердить адрес и войти; она работает один раз в течение суток.',
    confirmIgnore:
      'Если вы не создавали учётную запись, проигнорируйте письмо: без подтверждения она никогда не используется.',
    confirmAction: 'Подтвердить и войти',
    confirmReason: 'Вы получили это письмо, потому что кто-то создал учётную запись Scanlink с этим адресом.',
    attemptSubject: 'Кто-то пытался создать учётную запись Scanlink с вашим адресом',
    attemptBody:
      'Кто-то пытался создать новую учётную запись Scanlink на {host} с этим адресом электронной почты, у которого уже есть учётная запись.',
    attemptAdvice:
      'Если это были вы, просто войдите; если забыли пароль, выберите новый кнопкой ниже. Если это были не вы, ничего делать не нужно.',
    attemptAction: 'Сбросить пароль',
    attemptReason: 'Вы получили это письмо, потому что это адрес вашей учётной записи Scanlink.',
  },
  se: {
    confirmSubject: 'Bekräfta din e-postadress för Scanlink',
    confirmBody:
      'Välkommen till Scanlink på {host}. Följ länken nedan för att bekräfta din e-postadress och logga in; den fungerar en gång, i ett dygn.',
    confirmIgnore: 'Om du inte skapade något konto kan du strunta i mejlet: utan bekräftelse används kontot aldrig.',
    confirmAction: 'Bekräfta och logga in',
    confirmReason: 'Du får det här mejlet eftersom någon skapade ett Scanlink-konto med den här adressen.',
    attemptSubject: 'Någon försökte skapa ett Scanlink-konto med din adress',
    attemptBody:
      'Någon försökte skapa ett nytt Scanlink-konto på {host} med den här e-postadressen, som redan har ett konto.',
    attemptAdvice:
      'Var det du, logga bara in; har du glömt lösenordet, välj ett nytt med knappen nedan. Var det inte du behöver du inte göra något.',
    attemptAction: 'Återställ mitt lösenord',
    attemptReason: 'Du får det här mejlet eftersom det är adressen till ditt Scanlink-konto.',
  },
  tr: {
    confirmSubject: 'Scanlink için e-posta adresinizi onaylayın',
    confirmBody:
      "{host} adresindeki Scanlink'e hoş geldiniz. E-posta adresinizi onaylayıp giriş yapmak için aşağıdaki bağlantıyı izleyin; bir kez ve bir gün boyunca çalışır.",
    confirmIgnore: 'Bir hesap oluşturmadıysanız bu e-postayı yok sayın: onaylanmayan hesap hiçbir zaman kullanılmaz.',
    confirmAction: 'Onayla ve giriş yap',
    confirmReason: 'Bu e-postayı, biri bu adresle bir Scanlink hesabı oluşturduğu için aldınız.',
    attemptSubject: 'Biri adresinizle bir Scanlink hesabı oluşturmaya çalıştı',
    attemptBody:
      'Biri {host} adresinde, zaten bir hesabı olan bu e-posta adresiyle yeni bir Scanlink hesabı oluşturmaya çalıştı.',
    attemptAdvice:
      'Siz idiyseniz giriş yapmanız yeterli; parolanızı unuttuysanız aşağıdaki düğmeyle yenisini seçin. Siz değilseniz bir şey yapmanız gerekmez.',
    attemptAction: 'Parolamı sıfırla',
    attemptReason: 'Bu e-postayı, Scanlink hesabınızın adresi olduğu için aldınız.',
  },
};
