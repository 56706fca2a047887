import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed. The site's
// Content-Security-Policy forbids eval, and even the probe is reported as a violation, so every
// schema is built from this instance with compilation switched off.
z.config({ jitless: true });

export { z };
