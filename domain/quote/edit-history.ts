import type { ValueOf } from '../shared/enum';
/** §4 "Edit history" and §9 "Edit history cap 10 per field". */

/** §9: at most this many entries are kept per tracked field. */
export const EDIT_HISTORY_CAP = 10;

/** One recorded edit: the value chosen and when (an ISO timestamp, e.g. '2025-03-01T14:05:00.000Z'). */
export interface EditEntry {
  readonly value: string;
  readonly at: string;
}

/** Edits per tracked field, oldest first. Never mutated: `record` returns a new history. */
export type EditHistory = Readonly<Record<string, readonly EditEntry[]>>;

export const EMPTY_EDIT_HISTORY: EditHistory = Object.freeze({});

/**
 * The two equipment radio groups of the quote view whose edits make up "the equipment type edit":
 * one lists the trailer options, the other the ReloCube options; the value is the chosen option's value.
 * The field names are not shown in the spec; these are ours.
 */
export const EquipmentTypeField = {
  trailer: 'equipmentTypeTrailer',
  relocube: 'equipmentTypeRelocube',
} as const;
export type EquipmentTypeField = ValueOf<typeof EquipmentTypeField>;
/** In tie-break order: on equal timestamps the earlier field in this list wins. */
export const EQUIPMENT_TYPE_FIELDS: readonly EquipmentTypeField[] = [
  EquipmentTypeField.trailer,
  EquipmentTypeField.relocube,
];

/** The entries of one field, oldest first (empty when never edited). */
export function entriesFor(history: EditHistory, field: string): readonly EditEntry[] {
  return Object.hasOwn(history, field) ? (history[field] ?? []) : [];
}

/** The most recently recorded entry of a field, or null. */
export function latestEntry(history: EditHistory, field: string): EditEntry | null {
  const entries = entriesFor(history, field);
  return entries[entries.length - 1] ?? null;
}

/**
 * §4 Edit history: appends `entry` to `field` and keeps only the 10 latest (most recently recorded)
 * entries of that field. Other fields are untouched; the input history is not changed.
 */
export function record(history: EditHistory, field: string, entry: EditEntry): EditHistory {
  const next = [...entriesFor(history, field), { value: entry.value, at: entry.at }].slice(-EDIT_HISTORY_CAP);
  return Object.freeze({ ...history, [field]: Object.freeze(next) });
}

/** An edit together with the field it was made in. */
export interface FieldEdit {
  readonly field: EquipmentTypeField;
  readonly entry: EditEntry;
}

function timeOf(entry: EditEntry): number {
  const millis = Date.parse(entry.at);
  return Number.isNaN(millis) ? Number.NEGATIVE_INFINITY : millis;
}

/**
 * §4: "The latest equipment type edit is the newer of the radio edits": the latest entry of each
 * equipment radio group, compared by timestamp. Ties (and two unreadable timestamps) go to the
 * trailer group, the first of EQUIPMENT_TYPE_FIELDS; an unreadable timestamp counts as oldest.
 * Null when neither group was edited.
 */
export function latestEquipmentTypeEdit(history: EditHistory): FieldEdit | null {
  let best: FieldEdit | null = null;
  for (const field of EQUIPMENT_TYPE_FIELDS) {
    const entry = latestEntry(history, field);
    if (entry === null) continue;
    if (best === null || timeOf(entry) > timeOf(best.entry)) best = { field, entry };
  }
  return best;
}
