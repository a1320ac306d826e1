import type { Locale } from '../../../shared/locales.js';

/**
 * The words of outgoing mail in the recipient's language: the layout's, then each template's (a new template adds
 * its keys here, in all twelve languages; mail-texts.test.ts guards it). `{name}` and `{host}` are filled in.
 */
export interface MailTexts {
  greeting: string;
  greetingWithoutName: string;
  /** Under the button, before its address written out. */
  buttonFallback: string;
  unsubscribe: string;
  sentBy: string;
  testSubject: string;
  testBody: string;
  testAction: string;
  /** Why the recipient got the test mail: an administrator's command, or their own request. */
  testReasonAdmin: string;
  testReasonAccount: string;
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  en: {
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    buttonFallback: 'If the button does not work, copy this address into your browser:',
    unsubscribe: 'Unsubscribe from these e-mails',
    sentBy: 'Sent by Scanlink at {host}',
    testSubject: 'Scanlink test e-mail',
    testBody: 'This is a test e-mail from Scanlink at {host}. If you can read it, outgoing e-mail works.',
    testAction: 'Open Scanlink',
    testReasonAdmin:
      'You received this e-mail because an administrator of Scanlink sent a test message to this address.',
    testReasonAccount: 'You received this e-mail because you asked for a test message in your Scanlink account.',
  },
  de: {
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    unsubscribe: 'Diese E-Mails abbestellen',
    sentBy: 'Gesendet von Scanlink unter {host}',
    testSubject: 'Scanlink-Test-E-Mail',
    testBody:
      'Dies ist eine Test-E-Mail von Scanlink unter {host}. Wenn Sie sie lesen können, funktioniert der E-Mail-Versand.',
    testAction: 'Scanlink öffnen',
    testReasonAdmin:
      'Sie erhalten diese E-Mail, weil ein Administrator von Scanlink eine Testnachricht an diese Adresse gesendet hat.',
    testReasonAccount:
      'Sie erhalten diese E-Mail, weil Sie in Ihrem Scanlink-Konto eine Testnachricht angefordert haben.',
  },
  ee: {
    greeting: 'Tere, {name}!',
    greetingWithoutName: 'Tere!',
    buttonFallback: 'Kui nupp ei tööta, kopeerige see aadress oma brauserisse:',
    unsubscribe: 'Loobu nendest e-kirjadest',
    sentBy: 'Saatis Scanlink aadressilt {host}',
    testSubject: 'Scanlinki test-e-kiri',
    testBody: 'See on Scanlinki test-e-kiri aadressilt {host}. Kui saate seda lugeda, toimib e-kirjade saatmine.',
    testAction: 'Ava Scanlink',
    testReasonAdmin: 'Saite selle e-kirja, sest Scanlinki administraator saatis sellele aadressile testsõnumi.',
    testReasonAccount: 'Saite selle e-kirja, sest palusite oma Scanlinki kontol testsõnumit.',
  },
  es: {
    greeting: 'Hola, {name}:',
    greetingWithoutName: 'Hola:',
    buttonFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    unsubscribe: 'Darte de baja de estos correos',
    sentBy: 'Enviado por Scanlink en {host}',
    testSubject: 'Correo de prueba de Scanlink',
    testBody: 'Este es un correo de prueba de Scanlink en {host}. Si puedes leerlo, el envío de correo funciona.',
    testAction: 'Abrir Scanlink',
    testReasonAdmin:
      'Has recibido este correo porque un administrador de Scanlink envió un mensaje de prueba a esta dirección.',
    testReasonAccount: 'Has recibido este correo porque pediste un mensaje de prueba en tu cuenta de Scanlink.',
  },
  fi: {
    greeting: 'Hei {name},',
    greetingWithoutName: 'Hei,',
    buttonFallback: 'Jos painike ei toimi, kopioi tämä osoite selaimeesi:',
    unsubscribe: 'Lopeta näiden sähköpostien tilaus',
    sentBy: 'Lähettäjä: Scanlink osoitteessa {host}',
    testSubject: 'Scanlinkin testiviesti',
    testBody: 'Tämä on Scanlinkin testiviesti osoitteesta {host}. Jos voit lukea sen, sähköpostin lähetys toimii.',
    testAction: 'Avaa Scanlink',
    testReasonAdmin: 'Sait tämän viestin, koska Scanlinkin ylläpitäjä lähetti testiviestin tähän osoitteeseen.',
    testReasonAccount: 'Sait tämän viestin, koska pyysit testiviestiä Scanlink-tililläsi.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    greetingWithoutName: 'Bonjour,',
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    unsubscribe: 'Se désabonner de ces e-mails',
    sentBy: 'Envoyé par Scanlink sur {host}',
    testSubject: 'E-mail de test de Scanlink',
    testBody:
      "Ceci est un e-mail de test de Scanlink sur {host}. Si vous pouvez le lire, l'envoi des e-mails fonctionne.",
    testAction: 'Ouvrir Scanlink',
    testReasonAdmin:
      'Vous recevez cet e-mail parce qu’un administrateur de Scanlink a envoyé un message de test à cette adresse.',
    testReasonAccount:
      'Vous recevez cet e-mail parce que vous avez demandé un message de test dans votre compte Scanlink.',
  },
  it: {
    greeting: 'Ciao {name},',
    greetingWithoutName: 'Ciao,',
    buttonFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    unsubscribe: 'Annulla l’iscrizione a queste e-mail',
    sentBy: 'Inviato da Scanlink su {host}',
    testSubject: 'E-mail di prova di Scanlink',
    testBody: 'Questa è un’e-mail di prova di Scanlink su {host}. Se riesci a leggerla, l’invio delle e-mail funziona.',
    testAction: 'Apri Scanlink',
    testReasonAdmin:
      'Hai ricevuto questa e-mail perché un amministratore di Scanlink ha inviato un messaggio di prova a questo indirizzo.',
    testReasonAccount: 'Hai ricevuto questa e-mail perché hai chiesto un messaggio di prova nel tuo account Scanlink.',
  },
  nl: {
    greeting: 'Hallo {name},',
    greetingWithoutName: 'Hallo,',
    buttonFallback: 'Werkt de knop niet? Kopieer dan dit adres naar je browser:',
    unsubscribe: 'Afmelden voor deze e-mails',
    sentBy: 'Verstuurd door Scanlink op {host}',
    testSubject: 'Test-e-mail van Scanlink',
    testBody: 'Dit is een test-e-mail van Scanlink op {host}. Kun je hem lezen, dan werkt het versturen van e-mail.',
    testAction: 'Scanlink openen',
    testReasonAdmin:
      'Je ontvangt deze e-mail omdat een beheerder van Scanlink een testbericht naar dit adres heeft gestuurd.',
    testReasonAccount: 'Je ontvangt deze e-mail omdat je in je Scanlink-account om een testbericht hebt gevraagd.',
  },
  pt: {
    greeting: 'Olá {name},',
    greetingWithoutName: 'Olá,',
    buttonFallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    unsubscribe: 'Cancelar a subscrição destes e-mails',
    sentBy: 'Enviado pelo Scanlink em {host}',
    testSubject: 'E-mail de teste do Scanlink',
    testBody: 'Este é um e-mail de teste do Scanlink em {host}. Se o consegue ler, o envio de e-mails funciona.',
    testAction: 'Abrir o Scanlink',
    testReasonAdmin:
      'Recebeu este e-mail porque um administrador do Scanlink enviou uma mensagem de teste para este endereço.',
    testReasonAccount: 'Recebeu este e-mail porque pediu uma mensagem de teste na sua conta Scanlink.',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    greetingWithoutName: 'Здравствуйте!',
    buttonFallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
    unsubscribe: 'Отписаться от этих писем',
    sentBy: 'Отправлено Scanlink с {host}',
    testSubject: 'Тестовое письмо Scanlink',
    testBody: 'Это тестовое письмо от Scanlink с {host}. Если вы его читаете, отправка почты работает.',
    testAction: 'Открыть Scanlink',
    testReasonAdmin:
      'Вы получили это письмо, потому что администратор Scanlink отправил тестовое сообщение на этот адрес.',
    testReasonAccount:
      'Вы получили это письмо, потому что запросили тестовое сообщение в своей учётной записи Scanlink.',
  },
  se: {
    greeting: 'Hej {name},',
    greetingWithoutName: 'Hej,',
    buttonFallback: 'Om knappen inte fungerar kan du kopiera den här adressen till din webbläsare:',
    unsubscribe: 'Avsluta prenumerationen på de här e-postmeddelandena',
    sentBy: 'Skickat av Scanlink på {host}',
    testSubject: 'Testmejl från Scanlink',
    testBody: 'Det här är ett testmejl från Scanlink på {host}. Om du kan läsa det fungerar utgående e-post.',
    testAction: 'Öppna Scanlink',
    testReasonAdmin:
      'Du får det här mejlet eftersom en administratör för Scanlink skickade ett testmeddelande till den här adressen.',
    testReasonAccount: 'Du får det här mejlet eftersom du bad om ett testmeddelande i ditt Scanlink-konto.',
  },
  tr: {
    greeting: 'Merhaba {name},',
    greetingWithoutName: 'Merhaba,',
    buttonFallback: 'Düğme çalışmazsa bu adresi tarayıcınıza kopyalayın:',
    unsubscribe: 'Bu e-postalardan aboneliği iptal et',
    sentBy: '{host} üzerindeki Scanlink tarafından gönderildi',
    testSubject: 'Scanlink test e-postası',
    testBody:
      'Bu, {host} üzerindeki Scanlink’ten bir test e-postasıdır. Okuyabiliyorsanız e-posta gönderimi çalışıyor.',
    testAction: 'Scanlink’i aç',
    testReasonAdmin: 'Bu e-postayı, bir Scanlink yöneticisi bu adrese bir test iletisi gönderdiği için aldınız.',
    testReasonAccount: 'Bu e-postayı, Scanlink hesabınızda bir test iletisi istediğiniz için aldınız.',
  },
};

/** Fills `{name}`-style placeholders; a value never becomes a placeholder itself (one pass). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
