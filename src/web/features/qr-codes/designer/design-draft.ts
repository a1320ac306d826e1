// The designer's working copy of a design (shared/qr-design.ts): what its controls hold while a person edits, which may
// be invalid for a moment (a half-typed colour). The shared schema decides what is valid, with the server's codes.
import * as z from 'zod/mini';
import {
  colorSchema,
  DEFAULT_DESIGN,
  effectiveErrorCorrection,
  qrDesignSchema,
  type ErrorCorrection,
  type Paint,
  type QrDesign,
} from '../../../../shared/qr-design.js';

/** The dots' paint with every kind's fields kept, so switching solid ↔ gradient loses nothing typed. */
export interface PaintDraft {
  kind: Paint['kind'];
  color: string;
  colors: [string, string];
  /** Degrees, for a linear gradient. */
  rotation: number;
}

export type DesignDraft = Omit<QrDesign, 'foreground'> & { foreground: PaintDraft };

/** The second colour a gradient starts with when the design had one colour only. */
export const GRADIENT_SECOND_COLOR = '#4338ca';

export function designToDraft(design: QrDesign): DesignDraft {
  const paint = design.foreground;
  const foreground: PaintDraft =
    paint.kind === 'solid'
      ? { kind: 'solid', color: paint.color, colors: [paint.color, GRADIENT_SECOND_COLOR], rotation: 0 }
      : {
          kind: paint.kind,
          color: paint.colors[0],
          colors: [paint.colors[0], paint.colors[1]],
          rotation: paint.kind === 'linear' ? paint.rotation : 0,
        };
  return {
    ...design,
    foreground,
    logo: design.logo ? { ...design.logo } : null,
    frame: { ...design.frame },
  };
}

/** A new design: DEFAULT_DESIGN, with the frame's call to action in the person's language. */
export function defaultDraft(frameText: string): DesignDraft {
  return designToDraft({ ...DEFAULT_DESIGN, frame: { ...DEFAULT_DESIGN.frame, text: frameText } });
}

/** Another paint kind, carrying the colour over: one colour becomes the gradient's first, and back. */
export function switchPaintKind(paint: PaintDraft, kind: PaintDraft['kind']): PaintDraft {
  if (kind === paint.kind) return paint;
  if (kind === 'solid') return { ...paint, kind, color: paint.colors[0] };
  if (paint.kind === 'solid') return { ...paint, kind, colors: [paint.color, paint.colors[1]] };
  return { ...paint, kind };
}

/** The draft in the API's shape (not yet validated): only the fields of its paint kind. */
export function draftToDesignInput(draft: DesignDraft): z.input<typeof qrDesignSchema> {
  const { foreground, ...rest } = draft;
  const paint =
    foreground.kind === 'solid'
      ? { kind: 'solid' as const, color: foreground.color }
      : foreground.kind === 'linear'
        ? { kind: 'linear' as const, colors: foreground.colors, rotation: foreground.rotation }
        : { kind: 'radial' as const, colors: foreground.colors };
  return { ...rest, foreground: paint };
}

export interface DesignCheck {
  /** The design as the API takes it, or null while a field is invalid. */
  design: QrDesign | null;
  /** The field codes by form path (`design.background` → `invalid_color`). */
  issues: Record<string, string>;
}

/** Validates a draft with the shared schema: the same codes the server would answer, on the same paths. */
export function checkDesign(draft: DesignDraft): DesignCheck {
  const result = z.safeParse(qrDesignSchema, draftToDesignInput(draft));
  if (result.success) return { design: result.data, issues: {} };
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = ['design', ...issue.path.map(String)].join('.');
    issues[path] ??= issue.message;
  }
  return { design: null, issues };
}

/** Whether the logo made the renderer raise the chosen error correction (to Q at least), and to what. */
export function raisedErrorCorrection(draft: Pick<DesignDraft, 'errorCorrection' | 'logo'>): ErrorCorrection | null {
  const effective = effectiveErrorCorrection(draft);
  return effective === draft.errorCorrection ? null : effective;
}

/** The text of a colour field as the native colour picker can show it: the last valid colour, or black. */
export function pickerColor(text: string, fallback = '#000000'): string {
  const result = z.safeParse(colorSchema, text);
  return result.success ? result.data : fallback;
}

/** JSON with sorted keys: two designs (or payloads) compare equal whatever order their keys came in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
