import { loadConfig } from './config';
import { openConfiguredDatabase } from './database';
import { contentKinds } from './content/content-kinds';
import { exportContent, importContent } from './content/content-folder';
import { MediaStore } from './content/media/media-store';
import { markSeeded } from './settings/seed-once';

const usage = `Usage:
  npm run content -- export DIR   writes every item as Markdown with YAML front matter, plus its media
  npm run content -- import DIR   reads such a folder (idempotent: items are found again by their key)
DATA_DIR is read from the environment; a running gateway shows an import on the next page load.`;

const [command, dir] = process.argv.slice(2);
if ((command !== 'export' && command !== 'import') || !dir) {
  console.error(usage);
  process.exit(1);
}
const config = loadConfig();
const db = openConfiguredDatabase(config);
const context = { db, media: new MediaStore(db, config.DATA_DIR) };
try {
  if (command === 'export') {
    const counts = await exportContent(context, dir, contentKinds);
    console.log(
      `Exported ${Object.entries(counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')} to ${dir}`,
    );
  } else {
    const report = await importContent(context, dir, contentKinds, { videoBytes: config.VIDEO_MAX_BYTES });
    // The samples never come back over imported content.
    for (const key of ['posts_seeded', 'events_seeded', 'testimonials_seeded', 'videos_seeded'] as const)
      markSeeded(db, key);
    const { created, updated, unchanged } = report.outcomes;
    console.log(`Imported from ${dir}: ${created} created, ${updated} updated, ${unchanged} unchanged`);
    for (const failure of report.failures) console.error(`Not imported: ${failure}`);
    for (const skipped of report.skipped) console.error(`Skipped: ${skipped}`);
    const imported = created + updated + unchanged;
    if (!imported) console.error(`Nothing was imported from ${dir}: see the export's layout (docs/content.md).`);
    process.exitCode = report.failures.length || !imported ? 1 : 0;
  }
} finally {
  db.close();
}
