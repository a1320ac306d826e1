import { useTranslation } from 'react-i18next';
import { FieldRow, PageTextArea, PageTextField, PageUrlField } from './fields.js';

const label = (field: string) => `qr_designer.payload.${field}`;

/** A vCard page: the contact as a phone's address book holds it; the page offers it as a .vcf file. */
export function VcardEditor() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{t('page.vcard.intro')}</p>
      <FieldRow>
        <PageTextField path="content.firstName" label={t(label('firstName'))} autoComplete="given-name" />
        <PageTextField path="content.lastName" label={t(label('lastName'))} autoComplete="family-name" />
      </FieldRow>
      <FieldRow>
        <PageTextField path="content.organization" label={t(label('organization'))} autoComplete="organization" />
        <PageTextField path="content.jobTitle" label={t(label('title'))} autoComplete="organization-title" />
      </FieldRow>
      <FieldRow>
        <PageTextField
          path="content.phone"
          label={t(label('phone'))}
          hint={t('qr_designer.payload.phone_hint')}
          type="tel"
          autoComplete="tel"
        />
        <PageTextField path="content.mobile" label={t(label('mobile'))} type="tel" autoComplete="tel" />
      </FieldRow>
      <FieldRow>
        <PageTextField path="content.email" label={t(label('email'))} type="email" autoComplete="email" />
        <PageUrlField path="content.website" label={t(label('website'))} />
      </FieldRow>
      <PageTextField path="content.street" label={t(label('street'))} autoComplete="street-address" />
      <FieldRow>
        <PageTextField path="content.postalCode" label={t(label('postalCode'))} autoComplete="postal-code" />
        <PageTextField path="content.city" label={t(label('city'))} autoComplete="address-level2" />
      </FieldRow>
      <FieldRow>
        <PageTextField path="content.region" label={t('page.vcard.region')} autoComplete="address-level1" />
        <PageTextField path="content.country" label={t(label('country'))} autoComplete="country-name" />
      </FieldRow>
      <PageTextArea path="content.note" label={t(label('note'))} />
    </div>
  );
}
