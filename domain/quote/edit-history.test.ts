import { describe, expect, it } from 'vitest';
import {
  EDIT_HISTORY_CAP,
  EMPTY_EDIT_HISTORY,
  EquipmentTypeField,
  entriesFor,
  latestEntry,
  latestEquipmentTypeEdit,
  record,
} from './edit-history';

const at = (minute: number) => `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('edit history (§4 Edit history, §9 cap 10)', () => {
  it('keeps at most the 10 latest entries per field (§9)', () => {
    let history = EMPTY_EDIT_HISTORY;
    for (let i = 0; i < 12; i++) history = record(history, 'spotDate', { value: `v${i}`, at: at(i) });
    const entries = entriesFor(history, 'spotDate');
    expect(EDIT_HISTORY_CAP).toBe(10);
    expect(entries).toHaveLength(10);
    expect(entries[0]?.value).toBe('v2');
    expect(latestEntry(history, 'spotDate')?.value).toBe('v11');
  });

  it('keeps each field separately and never changes the input history (§4)', () => {
    const one = record(EMPTY_EDIT_HISTORY, 'a', { value: '1', at: at(1) });
    const two = record(one, 'b', { value: '2', at: at(2) });
    expect(entriesFor(one, 'b')).toEqual([]);
    expect(entriesFor(two, 'a')).toEqual([{ value: '1', at: at(1) }]);
    expect(entriesFor(two, 'b')).toEqual([{ value: '2', at: at(2) }]);
    expect(EMPTY_EDIT_HISTORY).toEqual({});
  });

  it('treats inherited names such as toString as unedited fields (§4)', () => {
    expect(entriesFor(EMPTY_EDIT_HISTORY, 'toString')).toEqual([]);
    expect(latestEntry(EMPTY_EDIT_HISTORY, 'constructor')).toBeNull();
  });
});

describe('latestEquipmentTypeEdit (§4 "the newer of the radio edits")', () => {
  it('is null when neither equipment radio group was edited (§4)', () => {
    expect(latestEquipmentTypeEdit(EMPTY_EDIT_HISTORY)).toBeNull();
  });

  it('picks the newer of the trailer and ReloCube radio edits (§4)', () => {
    let history = record(EMPTY_EDIT_HISTORY, EquipmentTypeField.trailer, { value: '20ft', at: at(5) });
    history = record(history, EquipmentTypeField.relocube, { value: '2 cubes', at: at(3) });
    expect(latestEquipmentTypeEdit(history)).toEqual({
      field: 'equipmentTypeTrailer',
      entry: { value: '20ft', at: at(5) },
    });
    history = record(history, EquipmentTypeField.relocube, { value: '3 cubes', at: at(9) });
    expect(latestEquipmentTypeEdit(history)?.entry.value).toBe('3 cubes');
  });

  it('breaks ties toward the trailer group and counts unreadable times as oldest (§4, decision)', () => {
    let history = record(EMPTY_EDIT_HISTORY, EquipmentTypeField.relocube, { value: 'cube', at: at(4) });
    history = record(history, EquipmentTypeField.trailer, { value: 'trailer', at: at(4) });
    expect(latestEquipmentTypeEdit(history)?.field).toBe('equipmentTypeTrailer');
    const unreadable = record(history, EquipmentTypeField.trailer, { value: 'x', at: 'not a time' });
    expect(latestEquipmentTypeEdit(unreadable)?.field).toBe('equipmentTypeRelocube');
  });
});
