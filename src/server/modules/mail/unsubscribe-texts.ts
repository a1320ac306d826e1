import type { Locale } from '../../../shared/locales.js';

/** The words of the unsubscribe pages (`/unsubscribe/{token}`) in all twelve languages (mail-texts.test.ts). */
export interface UnsubscribeTexts {
  confirmTitle: string;
  confirmBody: string;
  confirmButton: string;
  doneTitle: string;
  doneBody: string;
  invalidTitle: string;
  invalidBody: string;
  /** A token for e-mails that no longer exist (a kind nobody sends any more). */
  unknownTitle: string;
  unknownBody: string;
  failedTitle: string;
  failedBody: string;
}

export const UNSUBSCRIBE_TEXTS: Record<Locale, UnsubscribeTexts> = {
  en: {
    confirmTitle: 'Unsubscribe?',
    confirmBody: 'You will no longer receive e-mails of this kind from Scanlink at this address.',
    confirmButton: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneBody: 'You will no longer receive these e-mails. You can turn them on again in your account settings.',
    invalidTitle: 'This unsubscribe link is not valid',
    invalidBody: 'It may be incomplete or too old. You can turn e-mails off in your account settings.',
    unknownTitle: 'These e-mails are no longer sent',
    unknownBody: 'There is nothing left to unsubscribe from.',
    failedTitle: 'That did not work',
    failedBody: 'Please try again in a moment.',
  },
  de: {
    confirmTitle: 'Abbestellen?',
    confirmBody: 'Sie erhalten an diese Adresse keine E-Mails dieser Art mehr von Scanlink.',
    confirmButton: 'Abbestellen',
    doneTitle: 'Sie haben diese E-Mails abbestellt',
    doneBody: 'Sie erhalten diese E-Mails nicht mehr. In Ihren Kontoeinstellungen können Sie sie wieder einschalten.',
    invalidTitle: 'Dieser Abmeldelink ist ungültig',
    invalidBody:
      'Er ist vielleicht unvollständig oder zu alt. In Ihren Kontoeinstellungen können Sie E-Mails abschalten.',
    unknownTitle: 'Diese E-Mails werden nicht mehr versendet',
    unknownBody: 'Es gibt nichts mehr abzubestellen.',
    failedTitle: 'Das hat nicht geklappt',
    failedBody: 'Bitte versuchen Sie es gleich noch einmal.',
  },
  ee: {
    confirmTitle: 'Loobuda tellimusest?',
    confirmBody: 'Te ei saa sellele aadressile enam Scanlinkilt seda liiki e-kirju.',
    confirmButton: 'Loobu tellimusest',
    doneTitle: 'Olete tellimusest loobunud',
    doneBody: 'Te ei saa enam neid e-kirju. Saate need uuesti sisse lülitada oma konto seadetes.',
    invalidTitle: 'See tellimusest loobumise link ei kehti',
    invalidBody: 'See võib olla puudulik või liiga vana. E-kirjad saate välja lülitada oma konto seadetes.',
    unknownTitle: 'Neid e-kirju enam ei saadeta',
    unknownBody: 'Enam pole midagi, millest loobuda.',
    failedTitle: 'See ei õnnestunud',
    failedBody: 'Palun proovige hetke pärast uuesti.',
  },
  es: {
    confirmTitle: '¿Darte de baja?',
    confirmBody: 'Ya no recibirás correos de este tipo de Scanlink en esta dirección.',
    confirmButton: 'Darme de baja',
    doneTitle: 'Te has dado de baja',
    doneBody: 'Ya no recibirás estos correos. Puedes volver a activarlos en los ajustes de tu cuenta.',
    invalidTitle: 'Este enlace para darte de baja no es válido',
    invalidBody:
      'Puede que esté incompleto o sea demasiado antiguo. Puedes desactivar los correos en los ajustes de tu cuenta.',
    unknownTitle: 'Estos correos ya no se envían',
    unknownBody: 'Ya no queda nada de lo que darse de baja.',
    failedTitle: 'No ha funcionado',
    failedBody: 'Vuelve a intentarlo en un momento.',
  },
  fi: {
    confirmTitle: 'Lopetetaanko tilaus?',
    confirmBody: 'Et enää saa tämänlaisia sähköposteja Scanlinkiltä tähän osoitteeseen.',
    confirmButton: 'Lopeta tilaus',
    doneTitle: 'Tilaus on lopetettu',
    doneBody: 'Et enää saa näitä sähköposteja. Voit ottaa ne uudelleen käyttöön tilisi asetuksissa.',
    invalidTitle: 'Tämä tilauksen lopetuslinkki ei kelpaa',
    invalidBody: 'Se voi olla vajaa tai liian vanha. Voit poistaa sähköpostit käytöstä tilisi asetuksissa.',
    unknownTitle: 'Näitä sähköposteja ei enää lähetetä',
    unknownBody: 'Lopetettavaa tilausta ei enää ole.',
    failedTitle: 'Se ei onnistunut',
    failedBody: 'Yritä hetken kuluttua uudelleen.',
  },
  fr: {
    confirmTitle: 'Se désabonner ?',
    confirmBody: 'Vous ne recevrez plus d’e-mails de ce type de Scanlink à cette adresse.',
    confirmButton: 'Me désabonner',
    doneTitle: 'Vous êtes désabonné',
    doneBody: 'Vous ne recevrez plus ces e-mails. Vous pouvez les réactiver dans les paramètres de votre compte.',
    invalidTitle: 'Ce lien de désabonnement n’est pas valide',
    invalidBody:
      'Il est peut-être incomplet ou trop ancien. Vous pouvez désactiver les e-mails dans les paramètres de votre compte.',
    unknownTitle: 'Ces e-mails ne sont plus envoyés',
    unknownBody: 'Il n’y a plus rien dont se désabonner.',
    failedTitle: 'Cela n’a pas fonctionné',
    failedBody: 'Veuillez réessayer dans un instant.',
  },
  it: {
    confirmTitle: 'Annullare l’iscrizione?',
    confirmBody: 'Non riceverai più e-mail di questo tipo da Scanlink a questo indirizzo.',
    confirmButton: 'Annulla iscrizione',
    doneTitle: 'Iscrizione annullata',
    doneBody: 'Non riceverai più queste e-mail. Puoi riattivarle nelle impostazioni del tuo account.',
    invalidTitle: 'Questo link di annullamento non è valido',
    invalidBody:
      'Potrebbe essere incompleto o troppo vecchio. Puoi disattivare le e-mail nelle impostazioni del tuo account.',
    unknownTitle: 'Queste e-mail non vengono più inviate',
    unknownBody: 'Non c’è più nulla da cui annullare l’iscrizione.',
    failedTitle: 'Non ha funzionato',
    failedBody: 'Riprova tra un attimo.',
  },
  nl: {
    confirmTitle: 'Afmelden?',
    confirmBody: 'Je ontvangt op dit adres geen e-mails van deze soort meer van Scanlink.',
    confirmButton: 'Afmelden',
    doneTitle: 'Je bent afgemeld',
    doneBody: 'Je ontvangt deze e-mails niet meer. Je kunt ze weer aanzetten in je accountinstellingen.',
    invalidTitle: 'Deze afmeldlink is ongeldig',
    invalidBody: 'Hij is misschien onvolledig of te oud. Je kunt e-mails uitzetten in je accountinstellingen.',
    unknownTitle: 'Deze e-mails worden niet meer verstuurd',
    unknownBody: 'Er is niets meer om je voor af te melden.',
    failedTitle: 'Dat is niet gelukt',
    failedBody: 'Probeer het over een ogenblik opnieuw.',
  },
  pt: {
    confirmTitle: 'Cancelar a subscrição?',
    confirmBody: 'Deixará de receber e-mails deste tipo do Scanlink neste endereço.',
    confirmButton: 'Cancelar subscrição',
    doneTitle: 'A subscrição foi cancelada',
    doneBody: 'Deixará de receber estes e-mails. Pode voltar a ativá-los nas definições da sua conta.',
    invalidTitle: 'Esta ligação de cancelamento não é válida',
    invalidBody:
      'Pode estar incompleta ou ser demasiado antiga. Pode desativar os e-mails nas definições da sua conta.',
    unknownTitle: 'Estes e-mails já não são enviados',
    unknownBody: 'Já não há nada a cancelar.',
    failedTitle: 'Não foi possível',
    failedBody: 'Tente novamente daqui a pouco.',
  },
  ru: {
    confirmTitle: 'Отписаться?',
    confirmBody: 'Вы больше не будете получать такие письма от Scanlink на этот адрес.',
    confirmButton: 'Отписаться',
    doneTitle: 'Вы отписались',
    doneBody: 'Вы больше не будете получать эти письма. Их можно снова включить в настройках учётной записи.',
    invalidTitle: 'Эта ссылка для отписки недействительна',
    invalidBody: 'Возможно, она неполная или устарела. Письма можно отключить в настройках учётной записи.',
    unknownTitle: 'Эти письма больше не рассылаются',
    unknownBody: 'Отписываться больше не от чего.',
    failedTitle: 'Не получилось',
    failedBody: 'Попробуйте ещё раз через минуту.',
  },
  se: {
    confirmTitle: 'Avsluta prenumerationen?',
    confirmBody: 'Du får inte längre e-post av det här slaget från Scanlink till den här adressen.',
    confirmButton: 'Avsluta prenumerationen',
    doneTitle: 'Prenumerationen är avslutad',
    doneBody: 'Du får inte längre de här e-postmeddelandena. Du kan slå på dem igen i dina kontoinställningar.',
    invalidTitle: 'Den här avregistreringslänken är inte giltig',
    invalidBody: 'Den kan vara ofullständig eller för gammal. Du kan stänga av e-post i dina kontoinställningar.',
    unknownTitle: 'De här e-postmeddelandena skickas inte längre',
    unknownBody: 'Det finns inget kvar att avsluta.',
    failedTitle: 'Det fungerade inte',
    failedBody: 'Försök igen om en stund.',
  },
  tr: {
    confirmTitle: 'Abonelik iptal edilsin mi?',
    confirmBody: 'Bu adrese artık Scanlink’ten bu türde e-posta almayacaksınız.',
    confirmButton: 'Aboneliği iptal et',
    doneTitle: 'Aboneliğiniz iptal edildi',
    doneBody: 'Artık bu e-postaları almayacaksınız. Hesap ayarlarınızdan yeniden açabilirsiniz.',
    invalidTitle: 'Bu abonelik iptal bağlantısı geçerli değil',
    invalidBody: 'Eksik veya çok eski olabilir. E-postaları hesap ayarlarınızdan kapatabilirsiniz.',
    unknownTitle: 'Bu e-postalar artık gönderilmiyor',
    unknownBody: 'İptal edilecek bir abonelik kalmadı.',
    failedTitle: 'Bu işlem başarısız oldu',
    failedBody: 'Lütfen birazdan tekrar deneyin.',
  },
};
