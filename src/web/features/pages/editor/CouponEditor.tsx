import { useTranslation } from 'react-i18next';
import { FieldRow, PageTextArea, PageTextField, PageUrlField } from './fields.js';

/** A coupon page: the code people copy, until when it is valid, its terms and where to redeem it. */
export function CouponEditor() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <FieldRow>
        <PageTextField
          path="content.code"
          label={t('page.coupon.code')}
          hint={t('page.coupon.code_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <PageTextField
          path="content.expiresOn"
          label={t('page.coupon.expires_on')}
          hint={t('page.coupon.expires_on_hint')}
          type="date"
        />
      </FieldRow>
      <PageTextArea path="content.terms" label={t('page.coupon.terms')} rows={4} />
      <PageUrlField
        path="content.redeemUrl"
        label={t('page.coupon.redeem_url')}
        hint={t('page.coupon.redeem_url_hint')}
      />
    </div>
  );
}
