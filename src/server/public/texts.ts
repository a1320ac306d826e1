import type { Locale } from '../../shared/locales.js';

/** The words of the server-rendered public pages; the type makes every one of the twelve languages complete. */
export interface PublicTexts {
  notFoundTitle: string;
  notFoundBody: string;
  expiredTitle: string;
  expiredBody: string;
  poweredBy: string;
}

export const PUBLIC_TEXTS: Record<Locale, PublicTexts> = {
  en: {
    notFoundTitle: 'This link does not exist',
    notFoundBody: 'Check the address, or ask whoever shared it for a new one.',
    expiredTitle: 'This link has expired',
    expiredBody: 'The link you followed is no longer active.',
    poweredBy: 'Short links by Scanlink',
  },
  de: {
    notFoundTitle: 'Diesen Link gibt es nicht',
    notFoundBody: 'Prüfen Sie die Adresse oder bitten Sie die Person, die ihn geteilt hat, um einen neuen.',
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredBody: 'Der aufgerufene Link ist nicht mehr aktiv.',
    poweredBy: 'Kurzlinks von Scanlink',
  },
  ee: {
    notFoundTitle: 'Seda linki ei ole olemas',
    notFoundBody: 'Kontrollige aadressi või küsige jagajalt uut linki.',
    expiredTitle: 'See link on aegunud',
    expiredBody: 'Link, mida järgisite, ei ole enam aktiivne.',
    poweredBy: 'Lühilingid: Scanlink',
  },
  es: {
    notFoundTitle: 'Este enlace no existe',
    notFoundBody: 'Revisa la dirección o pide uno nuevo a quien lo compartió.',
    expiredTitle: 'Este enlace ha caducado',
    expiredBody: 'El enlace que has seguido ya no está activo.',
    poweredBy: 'Enlaces cortos de Scanlink',
  },
  fi: {
    notFoundTitle: 'Tätä linkkiä ei ole olemassa',
    notFoundBody: 'Tarkista osoite tai pyydä jakajalta uusi linkki.',
    expiredTitle: 'Tämä linkki on vanhentunut',
    expiredBody: 'Seuraamasi linkki ei ole enää käytössä.',
    poweredBy: 'Lyhytlinkit: Scanlink',
  },
  fr: {
    notFoundTitle: "Ce lien n'existe pas",
    notFoundBody: "Vérifiez l'adresse ou demandez-en un nouveau à la personne qui l'a partagé.",
    expiredTitle: 'Ce lien a expiré',
    expiredBody: "Le lien que vous avez suivi n'est plus actif.",
    poweredBy: 'Liens courts par Scanlink',
  },
  it: {
    notFoundTitle: 'Questo link non esiste',
    notFoundBody: "Controlla l'indirizzo o chiedine uno nuovo a chi l'ha condiviso.",
    expiredTitle: 'Questo link è scaduto',
    expiredBody: 'Il link che hai seguito non è più attivo.',
    poweredBy: 'Link brevi di Scanlink',
  },
  nl: {
    notFoundTitle: 'Deze link bestaat niet',
    notFoundBody: 'Controleer het adres of vraag degene die hem deelde om een nieuwe.',
    expiredTitle: 'Deze link is verlopen',
    expiredBody: 'De link die je volgde is niet meer actief.',
    poweredBy: 'Korte links door Scanlink',
  },
  pt: {
    notFoundTitle: 'Este link não existe',
    notFoundBody: 'Verifique o endereço ou peça um novo a quem o partilhou.',
    expiredTitle: 'Este link expirou',
    expiredBody: 'O link que seguiu já não está ativo.',
    poweredBy: 'Links curtos da Scanlink',
  },
  ru: {
    notFoundTitle: 'Такой ссылки не существует',
    notFoundBody: 'Проверьте адрес или попросите новую ссылку у того, кто ею поделился.',
    expiredTitle: 'Срок действия ссылки истёк',
    expiredBody: 'Ссылка, по которой вы перешли, больше не активна.',
    poweredBy: 'Короткие ссылки Scanlink',
  },
  se: {
    notFoundTitle: 'Den här länken finns inte',
    notFoundBody: 'Kontrollera adressen eller be den som delade den om en ny.',
    expiredTitle: 'Den här länken har gått ut',
    expiredBody: 'Länken du följde är inte längre aktiv.',
    poweredBy: 'Korta länkar från Scanlink',
  },
  tr: {
    notFoundTitle: 'Bu bağlantı mevcut değil',
    notFoundBody: 'Adresi kontrol edin veya paylaşan kişiden yeni bir bağlantı isteyin.',
    expiredTitle: 'Bu bağlantının süresi doldu',
    expiredBody: 'Takip ettiğiniz bağlantı artık etkin değil.',
    poweredBy: "Kısa bağlantılar Scanlink'ten",
  },
};
