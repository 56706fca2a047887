import { useEffect, useState } from 'react';

/** Where the draft is kept; the page's island wakes on arrival when it is there (src/app/routes/career.tsx). */
export const DRAFT_KEY = 'career-application-draft';

/**
 * Keeps the text answers in localStorage while the visitor types and, on a later visit, offers
 * them back. Nothing is saved while an earlier draft waits for an answer, so it is not overwritten.
 */
export function useCareerDraft<V extends Record<string, string>>(values: V, empty: V) {
  const [offer, setOffer] = useState<V | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const draft = readDraft(empty);
    if (draft) setOffer(draft);
    else setSaving(true);
  }, [empty]);

  useEffect(() => {
    if (!saving) return;
    if (Object.values(values).some((value) => value.trim() !== ''))
      localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else localStorage.removeItem(DRAFT_KEY);
  }, [values, saving]);

  function settle() {
    setOffer(null);
    setSaving(true);
  }

  return {
    offer,
    /** Hands the draft back (the caller puts it in the form) and resumes saving. */
    restore: () => {
      settle();
      return offer;
    },
    discard: () => {
      localStorage.removeItem(DRAFT_KEY);
      settle();
    },
    /** Forgets the draft once the application was sent, and the offer of an older one with it. */
    clear: () => {
      localStorage.removeItem(DRAFT_KEY);
      settle();
    },
  };
}

function readDraft<V extends Record<string, string>>(empty: V): V | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return null;
    const draft = { ...empty };
    for (const key of Object.keys(empty) as (keyof V)[]) {
      const value = (saved as Record<string, unknown>)[key as string];
      if (typeof value === 'string') draft[key] = value as V[keyof V];
    }
    return Object.values(draft).some((value) => value.trim() !== '') ? draft : null;
  } catch {
    return null;
  }
}
