import { teamTable } from '../../schemas/team-member';
import type { RecordStore, StoredRecord } from '../tables/record-store';
import { sampleTeam } from './sample-team';
import type { TeamEntry, TeamMeta } from './team-meta';

/** The sample members `takeSampleTeam` removed, with their place and visibility in the editor. */
export type KeptTeam = { record: StoredRecord; position: number; hidden: boolean }[];

/** A member still as shipped: a sample's name with the sample's own portrait. */
const isSample = (entry: TeamEntry) =>
  sampleTeam.some(
    (sample) => sample.Name === entry.fields.Name && sample.Image[0].url === entry.fields.Image?.[0]?.url,
  );

/** How many sample members the Team still has. */
export const sampleTeamCount = (meta: TeamMeta) => meta.all().filter(isSample).length;

/** Removes the sample members (the caller holds the transaction), answering them for `putBackSampleTeam`. */
export function takeSampleTeam(store: RecordStore, meta: TeamMeta): KeptTeam {
  const kept = meta
    .all()
    .filter(isSample)
    .map(({ id, createdTime, fields, position, hidden }) => ({
      record: { id, createdTime, fields },
      position,
      hidden,
    }));
  for (const { record } of kept) store.delete(record.id);
  return kept;
}

/** Puts back what `takeSampleTeam` removed, each at its place. */
export function putBackSampleTeam(store: RecordStore, meta: TeamMeta, kept: KeptTeam) {
  store.putBack(
    teamTable,
    kept.map(({ record }) => record),
  );
  for (const { record, position, hidden } of kept) meta.set(record.id, position, hidden);
}
