import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { qrTypeLabel } from '../../../../shared/catalogues.js';

/**
 * A type's name, which may wrap after a slash rather than inside a word ("Statischer/<wbr>dynamischer Link");
 * <wbr> leaves the text itself as it is.
 */
export function QrTypeName({ type }: { type: string }) {
  const { t } = useTranslation();
  return t(qrTypeLabel(type))
    .split('/')
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 && (
          <>
            /<wbr />
          </>
        )}
        {part}
      </Fragment>
    ));
}
