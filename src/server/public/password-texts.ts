import type { Locale } from '../../shared/locales.js';

/** The words of a protected link's password page (docs/smart-links.md); the type keeps all twelve languages whole. */
export interface PasswordTexts {
  title: string;
  body: string;
  label: string;
  submit: string;
  wrong: string;
  rateLimited: string;
}

export const PASSWORD_TEXTS: Record<Locale, PasswordTexts> = {
  en: {
    title: 'This link is protected',
    body: 'Enter the password you were given to continue.',
    label: 'Password',
    submit: 'Continue',
    wrong: 'That password is not right. Please try again.',
    rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  },
  de: {
    title: 'Dieser Link ist geschützt',
    body: 'Geben Sie das Passwort ein, das Sie erhalten haben, um fortzufahren.',
    label: 'Passwort',
    submit: 'Weiter',
    wrong: 'Das Passwort ist nicht richtig. Bitte versuchen Sie es noch einmal.',
    rateLimited: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  },
  ee: {
    title: 'See link on kaitstud',
    body: 'Jätkamiseks sisestage saadud parool.',
    label: 'Parool',
    submit: 'Jätka',
    wrong: 'See parool ei ole õige. Palun proovige uuesti.',
    rateLimited: 'Liiga palju katseid. Palun oodake mõni minut ja proovige siis uuesti.',
  },
  es: {
    title: 'Este enlace está protegido',
    body: 'Introduce la contraseña que te dieron para continuar.',
    label: 'Contraseña',
    submit: 'Continuar',
    wrong: 'La contraseña no es correcta. Inténtalo de nuevo.',
    rateLimited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  },
  fi: {
    title: 'Tämä linkki on suojattu',
    body: 'Jatka kirjoittamalla saamasi salasana.',
    label: 'Salasana',
    submit: 'Jatka',
    wrong: 'Salasana ei ole oikein. Yritä uudelleen.',
    rateLimited: 'Liian monta yritystä. Odota muutama minuutti ja yritä sitten uudelleen.',
  },
  fr: {
    title: 'Ce lien est protégé',
    body: 'Saisissez le mot de passe qui vous a été communiqué pour continuer.',
    label: 'Mot de passe',
    submit: 'Continuer',
    wrong: 'Ce mot de passe n’est pas le bon. Veuillez réessayer.',
    rateLimited: 'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
  },
  it: {
    title: 'Questo link è protetto',
    body: 'Inserisci la password che ti è stata fornita per continuare.',
    label: 'Password',
    submit: 'Continua',
    wrong: 'La password non è corretta. Riprova.',
    rateLimited: 'Troppi tentativi. Attendi qualche minuto e riprova.',
  },
  nl: {
    title: 'Deze link is beveiligd',
    body: 'Voer het wachtwoord in dat je hebt gekregen om verder te gaan.',
    label: 'Wachtwoord',
    submit: 'Doorgaan',
    wrong: 'Dat wachtwoord klopt niet. Probeer het opnieuw.',
    rateLimited: 'Te veel pogingen. Wacht een paar minuten en probeer het dan opnieuw.',
  },
  pt: {
    title: 'Este link está protegido',
    body: 'Introduza a palavra-passe que recebeu para continuar.',
    label: 'Palavra-passe',
    submit: 'Continuar',
    wrong: 'A palavra-passe não está correta. Tente novamente.',
    rateLimited: 'Demasiadas tentativas. Aguarde alguns minutos e tente novamente.',
  },
  ru: {
    title: 'Эта ссылка защищена',
    body: 'Чтобы продолжить, введите полученный пароль.',
    label: 'Пароль',
    submit: 'Продолжить',
    wrong: 'Пароль неверный. Попробуйте ещё раз.',
    rateLimited: 'Слишком много попыток. Подождите несколько минут и попробуйте снова.',
  },
  se: {
    title: 'Den här länken är skyddad',
    body: 'Ange lösenordet du har fått för att fortsätta.',
    label: 'Lösenord',
    submit: 'Fortsätt',
    wrong: 'Lösenordet stämmer inte. Försök igen.',
    rateLimited: 'För många försök. Vänta några minuter och försök sedan igen.',
  },
  tr: {
    title: 'Bu bağlantı korunuyor',
    body: 'Devam etmek için size verilen parolayı girin.',
    label: 'Parola',
    submit: 'Devam et',
    wrong: 'Parola doğru değil. Lütfen tekrar deneyin.',
    rateLimited: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  },
};
