import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CORNER_DOT_STYLES,
  CORNER_SQUARE_STYLES,
  DOT_STYLES,
  ERROR_CORRECTION_LEVELS,
  FRAME_STYLES,
  FRAME_TEXT_MAX,
  QUIET_ZONE_MAX,
  QUIET_ZONE_MIN,
  type QrDesign,
} from '../../../../shared/qr-design.js';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { TextField } from '../../../components/ui/TextField.js';
import { useFormat } from '../../../i18n/format.js';
import type { QrFormValues } from '../content/qr-form.js';
import { ColorField } from './ColorField.js';
import { switchPaintKind, type PaintDraft } from './design-draft.js';
import { LogoField } from './LogoField.js';
import { RangeField } from './RangeField.js';
import { CornerDotGlyph, CornerSquareGlyph, DotGlyph, FrameGlyph } from './style-glyphs.js';
import { StyleRadioGroup } from './StyleRadioGroup.js';
import { TemplatesBar } from './TemplatesBar.js';
import { useFieldError } from './use-field-error.js';

const PAINT_KINDS = ['solid', 'linear', 'radial'] as const;

/** Every part of a code's look (shared/qr-design.ts), in the order people usually decide them. */
export function DesignPanel({ validDesign }: { validDesign: QrDesign | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <DesignGroup title={t('qr_designer.templates.title')}>
        <TemplatesBar design={validDesign} />
      </DesignGroup>
      <DesignGroup title={t('qr_designer.colors.title')} description={t('qr_designer.colors.text')}>
        <ColorsFields />
      </DesignGroup>
      <DesignGroup title={t('qr_designer.dots.title')}>
        <StyleRadioGroup
          path="design.dotStyle"
          legend={t('qr_designer.dots.style')}
          options={DOT_STYLES.map((style) => ({
            value: style,
            label: t(`qr_designer.dots.${style}`),
            glyph: <DotGlyph style={style} />,
          }))}
        />
      </DesignGroup>
      <DesignGroup title={t('qr_designer.corners.title')} description={t('qr_designer.corners.text')}>
        <CornerFields />
      </DesignGroup>
      <DesignGroup title={t('qr_designer.logo.title')}>
        <LogoField />
      </DesignGroup>
      <DesignGroup title={t('qr_designer.error_correction.title')} description={t('qr_designer.error_correction.text')}>
        <StyleRadioGroup
          path="design.errorCorrection"
          legend={t('qr_designer.error_correction.legend')}
          columns="grid-cols-2 sm:grid-cols-4"
          options={ERROR_CORRECTION_LEVELS.map((level) => ({
            value: level,
            label: t(`qr_designer.error_correction.${level}`),
            hint: t(`qr_designer.error_correction.${level}_hint`),
          }))}
        />
      </DesignGroup>
      <DesignGroup title={t('qr_designer.quiet_zone.title')}>
        <QuietZoneField />
      </DesignGroup>
      <DesignGroup title={t('qr_designer.frame.title')} description={t('qr_designer.frame.text')}>
        <FrameFields />
      </DesignGroup>
    </div>
  );
}

function DesignGroup({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {description && <p className="hint-text mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

function ColorsFields() {
  const { t } = useTranslation();
  const format = useFormat();
  const form = useFormContext<QrFormValues>();
  const paint = useWatch({ control: form.control, name: 'design.foreground' }) as PaintDraft;
  return (
    <div className="space-y-4">
      <StyleRadioGroup
        path="design.foreground.kind"
        legend={t('qr_designer.colors.paint')}
        columns="grid-cols-3"
        options={PAINT_KINDS.map((kind) => ({ value: kind, label: t(`qr_designer.colors.${kind}`) }))}
        controlled={{
          value: paint.kind,
          onChange: (kind) =>
            form.setValue('design.foreground', switchPaintKind(paint, kind as PaintDraft['kind']), {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            }),
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {paint.kind === 'solid' ? (
          <ColorField path="design.foreground.color" label={t('qr_designer.colors.foreground')} />
        ) : (
          <>
            <ColorField path="design.foreground.colors.0" label={t('qr_designer.colors.first')} />
            <ColorField path="design.foreground.colors.1" label={t('qr_designer.colors.second')} />
          </>
        )}
        <ColorField path="design.background" label={t('qr_designer.colors.background')} />
        {paint.kind === 'linear' && (
          <RangeField
            path="design.foreground.rotation"
            label={t('qr_designer.colors.rotation')}
            min={0}
            max={360}
            step={5}
            format={(value) => format.number(value, { style: 'unit', unit: 'degree' })}
          />
        )}
      </div>
    </div>
  );
}

function CornerFields() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <StyleRadioGroup
          path="design.cornerSquareStyle"
          legend={t('qr_designer.corners.square_style')}
          columns="grid-cols-3"
          options={CORNER_SQUARE_STYLES.map((style) => ({
            value: style,
            label: t(`qr_designer.corners.square_${style}`),
            glyph: <CornerSquareGlyph style={style} />,
          }))}
        />
        <StyleRadioGroup
          path="design.cornerDotStyle"
          legend={t('qr_designer.corners.dot_style')}
          columns="grid-cols-3"
          options={CORNER_DOT_STYLES.map((style) => ({
            value: style,
            label: t(`qr_designer.corners.dot_${style}`),
            glyph: <CornerDotGlyph style={style} />,
          }))}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionalColor
          path="design.cornerSquareColor"
          toggle={t('qr_designer.corners.square_own_color')}
          label={t('qr_designer.corners.square_color')}
        />
        <OptionalColor
          path="design.cornerDotColor"
          toggle={t('qr_designer.corners.dot_own_color')}
          label={t('qr_designer.corners.dot_color')}
        />
      </div>
    </div>
  );
}

/** A finder colour of its own, or (unticked) the dots' colour. */
function OptionalColor({
  path,
  toggle,
  label,
}: {
  path: 'design.cornerSquareColor' | 'design.cornerDotColor';
  toggle: string;
  label: string;
}) {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const value = useWatch({ control: form.control, name: path });
  const paint = useWatch({ control: form.control, name: 'design.foreground' }) as PaintDraft;
  return (
    <div className="space-y-3">
      <CheckboxField
        label={toggle}
        hint={t('qr_designer.corners.own_color_hint')}
        checked={value !== null}
        onChange={(event) =>
          form.setValue(path, event.target.checked ? (paint.kind === 'solid' ? paint.color : paint.colors[0]) : null, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      {value !== null && <ColorField path={path} label={label} />}
    </div>
  );
}

function QuietZoneField() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <RangeField
      path="design.quietZone"
      label={t('qr_designer.quiet_zone.label')}
      min={QUIET_ZONE_MIN}
      max={QUIET_ZONE_MAX}
      format={(value) => format.number(value)}
      hint={t('qr_designer.quiet_zone.hint')}
    />
  );
}

function FrameFields() {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const style = useWatch({ control: form.control, name: 'design.frame.style' });
  const textError = useFieldError('design.frame.text');
  return (
    <div className="space-y-4">
      <StyleRadioGroup
        path="design.frame.style"
        legend={t('qr_designer.frame.style')}
        columns="grid-cols-2 sm:grid-cols-4"
        options={FRAME_STYLES.map((frame) => ({
          value: frame,
          label: t(`qr_designer.frame.${frame}`),
          glyph: <FrameGlyph style={frame} />,
        }))}
      />
      {style !== 'none' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('qr_designer.frame.text_label')}
            hint={t('qr_designer.frame.text_hint', { max: FRAME_TEXT_MAX })}
            maxLength={FRAME_TEXT_MAX}
            autoComplete="off"
            error={textError}
            className="sm:col-span-2"
            {...form.register('design.frame.text')}
          />
          <ColorField path="design.frame.color" label={t('qr_designer.frame.color')} />
          <ColorField path="design.frame.textColor" label={t('qr_designer.frame.text_color')} />
        </div>
      )}
    </div>
  );
}
