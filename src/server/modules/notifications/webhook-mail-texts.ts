import type { Locale } from '../../../shared/locales.js';

/**
 * The lines of the webhook notices' mails (each followed by the endpoint's address), in all twelve languages: an
 * endpoint whose deliveries keep failing, and one the product turned off because it answered 410 Gone or failed for
 * too long.
 */
export interface WebhookMailTexts {
  failing: string;
  disabledGone: string;
  disabledFailing: string;
}

export const WEBHOOK_MAIL_TEXTS: Record<Locale, WebhookMailTexts> = {
  en: {
    failing: 'Deliveries to your webhook endpoint keep failing',
    disabledGone: 'Your webhook endpoint was turned off: it answered 410 Gone',
    disabledFailing: 'Your webhook endpoint was turned off after failing for too long',
  },
  de: {
    failing: 'Zustellungen an Ihren Webhook-Endpunkt schlagen wiederholt fehl',
    disabledGone: 'Ihr Webhook-Endpunkt wurde abgeschaltet: Er antwortete mit 410 Gone',
    disabledFailing: 'Ihr Webhook-Endpunkt wurde abgeschaltet, weil Zustellungen zu lange fehlschlugen',
  },
  ee: {
    failing: 'Saatmine teie veebihaagi lõpp-punktile ebaõnnestub korduvalt',
    disabledGone: 'Teie veebihaagi lõpp-punkt lülitati välja: see vastas 410 Gone',
    disabledFailing: 'Teie veebihaagi lõpp-punkt lülitati välja, sest saatmine ebaõnnestus liiga kaua',
  },
  es: {
    failing: 'Las entregas a su endpoint de webhook siguen fallando',
    disabledGone: 'Su endpoint de webhook se ha desactivado: respondió 410 Gone',
    disabledFailing: 'Su endpoint de webhook se ha desactivado tras fallar durante demasiado tiempo',
  },
  fi: {
    failing: 'Toimitukset webhook-päätepisteeseesi epäonnistuvat toistuvasti',
    disabledGone: 'Webhook-päätepisteesi poistettiin käytöstä: se vastasi 410 Gone',
    disabledFailing: 'Webhook-päätepisteesi poistettiin käytöstä, koska toimitukset epäonnistuivat liian kauan',
  },
  fr: {
    failing: 'Les livraisons vers votre endpoint de webhook échouent sans cesse',
    disabledGone: 'Votre endpoint de webhook a été désactivé : il a répondu 410 Gone',
    disabledFailing: 'Votre endpoint de webhook a été désactivé après avoir échoué trop longtemps',
  },
  it: {
    failing: 'Le consegne al tuo endpoint webhook continuano a fallire',
    disabledGone: 'Il tuo endpoint webhook è stato disattivato: ha risposto 410 Gone',
    disabledFailing: 'Il tuo endpoint webhook è stato disattivato dopo aver fallito troppo a lungo',
  },
  nl: {
    failing: 'Afleveringen aan uw webhook-endpoint blijven mislukken',
    disabledGone: 'Uw webhook-endpoint is uitgeschakeld: het antwoordde 410 Gone',
    disabledFailing: 'Uw webhook-endpoint is uitgeschakeld omdat het te lang bleef mislukken',
  },
  pt: {
    failing: 'As entregas ao seu endpoint de webhook continuam a falhar',
    disabledGone: 'O seu endpoint de webhook foi desativado: respondeu 410 Gone',
    disabledFailing: 'O seu endpoint de webhook foi desativado depois de falhar durante demasiado tempo',
  },
  ru: {
    failing: 'Доставки на ваш эндпоинт вебхука раз за разом не удаются',
    disabledGone: 'Ваш эндпоинт вебхука отключён: он ответил 410 Gone',
    disabledFailing: 'Ваш эндпоинт вебхука отключён: доставки слишком долго не удавались',
  },
  se: {
    failing: 'Leveranser till din webhook-slutpunkt misslyckas upprepade gånger',
    disabledGone: 'Din webhook-slutpunkt stängdes av: den svarade 410 Gone',
    disabledFailing: 'Din webhook-slutpunkt stängdes av efter att ha misslyckats för länge',
  },
  tr: {
    failing: 'Webhook uç noktanıza teslimatlar sürekli başarısız oluyor',
    disabledGone: 'Webhook uç noktanız kapatıldı: 410 Gone yanıtı verdi',
    disabledFailing: 'Webhook uç noktanız çok uzun süre başarısız olduğu için kapatıldı',
  },
};
