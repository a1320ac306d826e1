import type { Locale } from '../../shared/locales.js';

/** The words of the server-rendered public pages; the type makes every one of the twelve languages complete. */
export interface PublicTexts {
  notFoundTitle: string;
  notFoundBody: string;
  expiredTitle: string;
  expiredBody: string;
  inactiveTitle: string;
  inactiveBody: string;
  unavailableTitle: string;
  unavailableBody: string;
  poweredBy: string;
}

export const PUBLIC_TEXTS: Record<Locale, PublicTexts> = {
  en: {
    notFoundTitle: 'This link does not exist',
    notFoundBody: 'Check the address, or ask whoever shared it for a new one.',
    expiredTitle: 'This link has expired',
    expiredBody: 'The link you followed is no longer active.',
    inactiveTitle: 'This QR code is no longer active',
    inactiveBody: 'The code you scanned has been switched off by its owner.',
    unavailableTitle: 'This link cannot be opened right now',
    unavailableBody: 'Please try again in a moment.',
    poweredBy: 'Short links by Scanlink',
  },
  de: {
    notFoundTitle: 'Diesen Link gibt es nicht',
    notFoundBody: 'Prüfen Sie die Adresse oder bitten Sie die Person, die ihn geteilt hat, um einen neuen.',
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredBody: 'Der aufgerufene Link ist nicht mehr aktiv.',
    inactiveTitle: 'Dieser QR-Code ist nicht mehr aktiv',
    inactiveBody: 'Der gescannte Code wurde von seinem Inhaber abgeschaltet.',
    unavailableTitle: 'Dieser Link kann gerade nicht geöffnet werden',
    unavailableBody: 'Bitte versuchen Sie es gleich noch einmal.',
    poweredBy: 'Kurzlinks von Scanlink',
  },
  ee: {
    notFoundTitle: 'Seda linki ei ole olemas',
    notFoundBody: 'Kontrollige aadressi või küsige jagajalt uut linki.',
    expiredTitle: 'See link on aegunud',
    expiredBody: 'Link, mida järgisite, ei ole enam aktiivne.',
    inactiveTitle: 'See QR-kood ei ole enam aktiivne',
    inactiveBody: 'Skannitud koodi omanik on selle välja lülitanud.',
    unavailableTitle: 'Seda linki ei saa praegu avada',
    unavailableBody: 'Palun proovige hetke pärast uuesti.',
    poweredBy: 'Lühilingid: Scanlink',
  },
  es: {
    notFoundTitle: 'Este enlace no existe',
    notFoundBody: 'Revisa la dirección o pide uno nuevo a quien lo compartió.',
    expiredTitle: 'Este enlace ha caducado',
    expiredBody: 'El enlace que has seguido ya no está activo.',
    inactiveTitle: 'Este código QR ya no está activo',
    inactiveBody: 'Su propietario ha desactivado el código que has escaneado.',
    unavailableTitle: 'Este enlace no se puede abrir ahora mismo',
    unavailableBody: 'Vuelve a intentarlo en un momento.',
    poweredBy: 'Enlaces cortos de Scanlink',
  },
  fi: {
    notFoundTitle: 'Tätä linkkiä ei ole olemassa',
    notFoundBody: 'Tarkista osoite tai pyydä jakajalta uusi linkki.',
    expiredTitle: 'Tämä linkki on vanhentunut',
    expiredBody: 'Seuraamasi linkki ei ole enää käytössä.',
    inactiveTitle: 'Tämä QR-koodi ei ole enää käytössä',
    inactiveBody: 'Skannaamasi koodin omistaja on poistanut sen käytöstä.',
    unavailableTitle: 'Linkkiä ei voi avata juuri nyt',
    unavailableBody: 'Yritä hetken kuluttua uudelleen.',
    poweredBy: 'Lyhytlinkit: Scanlink',
  },
  fr: {
    notFoundTitle: "Ce lien n'existe pas",
    notFoundBody: "Vérifiez l'adresse ou demandez-en un nouveau à la personne qui l'a partagé.",
    expiredTitle: 'Ce lien a expiré',
    expiredBody: "Le lien que vous avez suivi n'est plus actif.",
    inactiveTitle: "Ce code QR n'est plus actif",
    inactiveBody: 'Le code que vous avez scanné a été désactivé par son propriétaire.',
    unavailableTitle: 'Ce lien ne peut pas être ouvert pour le moment',
    unavailableBody: 'Veuillez réessayer dans un instant.',
    poweredBy: 'Liens courts par Scanlink',
  },
  it: {
    notFoundTitle: 'Questo link non esiste',
    notFoundBody: "Controlla l'indirizzo o chiedine uno nuovo a chi l'ha condiviso.",
    expiredTitle: 'Questo link è scaduto',
    expiredBody: 'Il link che hai seguito non è più attivo.',
    inactiveTitle: 'Questo codice QR non è più attivo',
    inactiveBody: 'Il codice che hai scansionato è stato disattivato dal suo proprietario.',
    unavailableTitle: 'Questo link non può essere aperto in questo momento',
    unavailableBody: 'Riprova tra un attimo.',
    poweredBy: 'Link brevi di Scanlink',
  },
  nl: {
    notFoundTitle: 'Deze link bestaat niet',
    notFoundBody: 'Controleer het adres of vraag degene die hem deelde om een nieuwe.',
    expiredTitle: 'Deze link is verlopen',
    expiredBody: 'De link die je volgde is niet meer actief.',
    inactiveTitle: 'Deze QR-code is niet meer actief',
    inactiveBody: 'De eigenaar heeft de code die je hebt gescand uitgeschakeld.',
    unavailableTitle: 'Deze link kan nu niet worden geopend',
    unavailableBody: 'Probeer het over een ogenblik opnieuw.',
    poweredBy: 'Korte links door Scanlink',
  },
  pt: {
    notFoundTitle: 'Este link não existe',
    notFoundBody: 'Verifique o endereço ou peça um novo a quem o partilhou.',
    expiredTitle: 'Este link expirou',
    expiredBody: 'O link que seguiu já não está ativo.',
    inactiveTitle: 'Este código QR já não está ativo',
    inactiveBody: 'O código que leu foi desativado pelo seu proprietário.',
    unavailableTitle: 'Não é possível abrir este link agora',
    unavailableBody: 'Tente novamente daqui a pouco.',
    poweredBy: 'Links curtos da Scanlink',
  },
  ru: {
    notFoundTitle: 'Такой ссылки не существует',
    notFoundBody: 'Проверьте адрес или попросите новую ссылку у того, кто ею поделился.',
    expiredTitle: 'Срок действия ссылки истёк',
    expiredBody: 'Ссылка, по которой вы перешли, больше не активна.',
    inactiveTitle: 'Этот QR-код больше не действует',
    inactiveBody: 'Владелец отключил код, который вы отсканировали.',
    unavailableTitle: 'Эту ссылку сейчас не удаётся открыть',
    unavailableBody: 'Попробуйте ещё раз через минуту.',
    poweredBy: 'Короткие ссылки Scanlink',
  },
  se: {
    notFoundTitle: 'Den här länken finns inte',
    notFoundBody: 'Kontrollera adressen eller be den som delade den om en ny.',
    expiredTitle: 'Den här länken har gått ut',
    expiredBody: 'Länken du följde är inte längre aktiv.',
    inactiveTitle: 'Den här QR-koden är inte längre aktiv',
    inactiveBody: 'Koden du skannade har stängts av av sin ägare.',
    unavailableTitle: 'Länken kan inte öppnas just nu',
    unavailableBody: 'Försök igen om en stund.',
    poweredBy: 'Korta länkar från Scanlink',
  },
  tr: {
    notFoundTitle: 'Bu bağlantı mevcut değil',
    notFoundBody: 'Adresi kontrol edin veya paylaşan kişiden yeni bir bağlantı isteyin.',
    expiredTitle: 'Bu bağlantının süresi doldu',
    expiredBody: 'Takip ettiğiniz bağlantı artık etkin değil.',
    inactiveTitle: 'Bu QR kod artık etkin değil',
    inactiveBody: 'Taradığınız kod, sahibi tarafından devre dışı bırakıldı.',
    unavailableTitle: 'Bu bağlantı şu anda açılamıyor',
    unavailableBody: 'Lütfen birazdan tekrar deneyin.',
    poweredBy: "Kısa bağlantılar Scanlink'ten",
  },
};
