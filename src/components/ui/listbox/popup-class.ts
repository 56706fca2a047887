/**
 * The look of a list's popup under its field (SelectMenu, Combobox): above the floating chat and
 * support buttons (z-30), which covered its options on a phone, and under the sticky header (z-40).
 */
export const popupClass =
  'absolute left-0 right-0 z-[35] mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-card';
