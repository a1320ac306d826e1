import type { Locale } from '../../../shared/locales.js';

/**
 * The words of the mails about an account itself (a password reset), in the recipient's language; kept apart from
 * mail-texts.ts so each file stays readable. `{host}` is filled in. mail-texts.test.ts guards all twelve languages.
 */
export interface AccountMailTexts {
  resetSubject: string;
  resetBody: string;
  resetAction: string;
  resetIgnore: string;
  resetReason: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<Locale, AccountMailTexts> = {
  en: {
    resetSubject: 'Reset your Scanlink password',
    resetBody:
      'Someone asked to reset the password of your Scanlink account at {host}. The link below works once, for one hour.',
    resetAction: 'Choose a new password',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    resetReason: 'You received this e-mail because a password reset was requested for this address.',
  },
  de: {
    resetSubject: 'Scanlink-Passwort zurücksetzen',
    resetBody:
      'Jemand hat angefordert, das Passwort Ihres Scanlink-Kontos unter {host} zurückzusetzen. Der Link unten funktioniert einmal, eine Stunde lang.',
    resetAction: 'Neues Passwort wählen',
    resetIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    resetReason: 'Sie erhalten diese E-Mail, weil für diese Adresse das Zurücksetzen des Passworts angefordert wurde.',
  },
  ee: {
    resetSubject: 'Lähtesta oma Scanlinki parool',
    resetBody:
      'Keegi palus lähtestada teie Scanlinki konto parooli aadressil {host}. Allolev link töötab üks kord ja ühe tunni jooksul.',
    resetAction: 'Vali uus parool',
    resetIgnore: 'Kui te seda ei palunud, eirake seda e-kirja: teie parool jääb samaks.',
    resetReason: 'Saite selle e-kirja, sest selle aadressi jaoks paluti parooli lähtestamist.',
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Scanlink',
    resetBody:
      'Alguien pidió restablecer la contraseña de tu cuenta de Scanlink en {host}. El enlace de abajo funciona una vez, durante una hora.',
    resetAction: 'Elegir una contraseña nueva',
    resetIgnore: 'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    resetReason: 'Has recibido este correo porque se pidió restablecer la contraseña de esta dirección.',
  },
  fi: {
    resetSubject: 'Vaihda Scanlink-salasanasi',
    resetBody:
      'Joku pyysi Scanlink-tilisi salasanan vaihtamista osoitteessa {host}. Alla oleva linkki toimii kerran, tunnin ajan.',
    resetAction: 'Valitse uusi salasana',
    resetIgnore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.',
    resetReason: 'Sait tämän viestin, koska tälle osoitteelle pyydettiin salasanan vaihtoa.',
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe Scanlink',
    resetBody:
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Scanlink sur {host}. Le lien ci-dessous fonctionne une fois, pendant une heure.',
    resetAction: 'Choisir un nouveau mot de passe',
    resetIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    resetReason: 'Vous recevez cet e-mail parce qu’une réinitialisation du mot de passe a été demandée pour cette adresse.',
  },
  it: {
    resetSubject: 'Reimposta la tua password di Scanlink',
    resetBody:
      'Qualcuno ha chiesto di reimpostare la password del tuo account Scanlink su {host}. Il link qui sotto funziona una volta, per un’ora.',
    resetAction: 'Scegli una nuova password',
    resetIgnore: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
    resetReason: 'Hai ricevuto questa e-mail perché è stato chiesto di reimpostare la password per questo indirizzo.',
  },
  nl: {
    resetSubject: 'Stel je Scanlink-wachtwoord opnieuw in',
    resetBody:
      'Iemand heeft gevraagd het wachtwoord van je Scanlink-account op {host} opnieuw in te stellen. De link hieronder werkt één keer, een uur lang.',
    resetAction: 'Kies een nieuw wachtwoord',
    resetIgnore: 'Heb je hier niet om gevraagd? Negeer deze e-mail dan: je wachtwoord blijft hetzelfde.',
    resetReason: 'Je ontvangt deze e-mail omdat voor dit adres een nieuw wachtwoord is aangevraagd.',
  },
  pt: {
    resetSubject: 'Redefina a sua palavra-passe do Scanlink',
    resetBody:
      'Alguém pediu para redefinir a palavra-passe da sua conta Scanlink em {host}. A ligação abaixo funciona uma vez, durante uma hora.',
    resetAction: 'Escolher uma nova palavra-passe',
    resetIgnore: 'Se não pediu isto, ignore este e-mail: a sua palavra-passe continua igual.',
    resetReason: 'Recebeu este e-mail porque foi pedida a redefinição da palavra-passe para este endereço.',
  },
  ru: {
    resetSubject: 'Сброс пароля Scanlink',
    resetBody:
      'Кто-то запросил сброс пароля вашей учётной записи Scanlink на {host}. Ссылка ниже работает один раз в течение часа.',
    resetAction: 'Выбрать новый пароль',
    resetIgnore: 'Если вы этого не запрашивали, просто проигнорируйте письмо: ваш пароль не изменится.',
    resetReason: 'Вы получили это письмо, потому что для этого адреса был запрошен сброс пароля.',
  },
  se: {
    resetSubject: 'Återställ ditt lösenord för Scanlink',
    resetBody:
      'Någon bad om att återställa lösenordet för ditt Scanlink-konto på {host}. Länken nedan fungerar en gång, i en timme.',
    resetAction: 'Välj ett nytt lösenord',
    resetIgnore: 'Om du inte bad om detta kan du strunta i mejlet: ditt lösenord förblir detsamma.',
    resetReason: 'Du får det här mejlet eftersom en återställning av lösenordet begärdes för den här adressen.',
  },
  tr: {
    resetSubject: 'Scanlink parolanızı sıfırlayın',
    resetBody:
      'Birisi {host} adresindeki Scanlink hesabınızın parolasının sıfırlanmasını istedi. Aşağıdaki bağlantı bir kez ve bir saat boyunca çalışır.',
    resetAction: 'Yeni bir parola seçin',
    resetIgnore: 'Bunu siz istemediyseniz bu e-postayı yok sayın: parolanız olduğu gibi kalır.',
    resetReason: 'Bu e-postayı, bu adres için parola sıfırlama istendiği için aldınız.',
  },
};
