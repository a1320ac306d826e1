import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import type { FieldIssue } from '../../../shared/errors.js';
import type { Rule, ruleSchema, SmartDestination, Variant, variantSchema } from '../../../shared/smart-links.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { loopsBack, ownAddressIssue } from '../../public/own-address.js';
import * as repo from './smart.repo.js';

export type RuleInput = z.infer<typeof ruleSchema>;
export type VariantInput = z.infer<typeof variantSchema>;

/** What a create or an edit says about a subject's smart destination: absent parts stay as they were. */
export interface SmartInput {
  rules?: RuleInput[];
  split?: VariantInput[];
}

/** `link:{id}` or `qr_code:{id}`, as the domain events and the `route` table name a subject. */
export type SmartOwner = `link:${string}` | `qr_code:${string}`;

/** The stored destination (a JSON column) as the code reads it; null when there are no rules and no split. */
export function readSmart(stored: unknown): SmartDestination | null {
  if (!stored || typeof stored !== 'object') return null;
  const { rules, split } = stored as Partial<SmartDestination>;
  const destination = { rules: Array.isArray(rules) ? rules : [], split: Array.isArray(split) ? split : [] };
  return destination.rules.length === 0 && destination.split.length === 0 ? null : destination;
}

/** The rules, split and lock state as a link or a QR code answers them. */
export function smartAnswer(stored: unknown, passwordHash: string | null) {
  const smart = readSmart(stored);
  return { rules: smart?.rules ?? [], split: smart?.split ?? [], passwordProtected: passwordHash !== null };
}

/** Rules and variants whose address leads back to this server (a loop), as field issues. */
export function smartAddressIssues(
  config: Pick<Config, 'publicUrl' | 'shortUrlBase' | 'shortHost'>,
  input: SmartInput,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  input.rules?.forEach((rule, index) => {
    if (loopsBack(config, rule.url)) issues.push(ownAddressIssue(`rules.${index}.url`));
  });
  input.split?.forEach((variant, index) => {
    if (loopsBack(config, variant.url)) issues.push(ownAddressIssue(`split.${index}.url`));
  });
  return issues;
}

/**
 * The destination to store after an edit, and the `route` rows that name its rules and variants in the statistics
 * (in the caller's transaction). A rule or variant keeps its id when the edit sends it back (its clicks stay
 * together); an unknown id is not taken over, nor one sent twice: a new one is drawn. Those that left are marked retired, not deleted:
 * their past clicks still have a name.
 */
export async function saveSmart(
  trx: Db,
  subject: { workspaceId: string; owner: SmartOwner; before: SmartDestination | null },
  input: SmartInput,
): Promise<SmartDestination | null> {
  const before = subject.before ?? { rules: [], split: [] };
  if (input.rules === undefined && input.split === undefined) return subject.before;
  const known = new Set([...before.rules, ...before.split].map((route) => route.id));
  // An id sent twice (a copied rule) is taken once: the copy gets its own, so the statistics tell the two apart.
  const idOf = (id: string | undefined) => (id && known.delete(id) ? id : newRouteId());
  const rules: Rule[] =
    input.rules?.map((rule) => ({
      id: idOf(rule.id),
      name: rule.name ?? null,
      conditions: rule.conditions,
      url: rule.url,
    })) ?? before.rules;
  const split: Variant[] =
    input.split?.map((variant) => ({
      id: idOf(variant.id),
      name: variant.name ?? null,
      url: variant.url,
      weight: variant.weight,
    })) ?? before.split;
  const now = Date.now();
  await repo.saveRoutes(
    trx,
    subject.workspaceId,
    subject.owner,
    [
      ...rules.map((rule) => ({ id: rule.id, kind: 'rule' as const, name: rule.name, url: rule.url })),
      ...split.map((variant) => ({ id: variant.id, kind: 'variant' as const, name: variant.name, url: variant.url })),
    ],
    now,
  );
  return rules.length === 0 && split.length === 0 ? null : { rules, split };
}

/** 12 random characters: unique across the installation, short in a statistics filter. */
function newRouteId(): string {
  return randomBytes(9).toString('base64url');
}
