import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_COLORS, type TagColor } from '../../../shared/tags.js';
import { tagColorClasses } from '../../components/tags/tag-colors.js';

/**
 * The palette as a radio group: real radio buttons under the swatches, so the arrow keys move the choice and a
 * screen reader names each colour and which one is chosen (the form's chip preview shows what it will look like).
 */
export function TagColorPicker({
  value,
  onChange,
  legend,
}: {
  value: TagColor;
  onChange: (color: TagColor) => void;
  legend: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {TAG_COLORS.map((color) => {
          const label = t(`tags.colors.${color}`);
          return (
            <label key={color} className="relative cursor-pointer" title={label}>
              <input
                type="radio"
                name={name}
                value={color}
                checked={value === color}
                onChange={() => onChange(color)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`flex size-9 items-center justify-center rounded-full text-white transition peer-checked:ring-2 peer-checked:ring-slate-900 peer-checked:ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-700 ${tagColorClasses(color).swatch}`}
              >
                {value === color && <Check className="size-5" strokeWidth={3} />}
              </span>
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
