/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for tests: no parser of
 * the format ships in node_modules (prom-client only writes it). Throws on any line the format
 * does not allow, a sample before its family's TYPE, or a family described twice.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  samples: Sample[];
}

const metricName = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const sampleLine = new RegExp(`^(${metricName})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const labelPair = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/;
const suffixes: Record<Family['type'], string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a sample value: ${text}`);
  return Number(text);
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest) {
    const match = labelPair.exec(rest);
    if (!match) throw new Error(`malformed labels: {${text}}`);
    if (match[1] in labels) throw new Error(`label ${match[1]} given twice`);
    labels[match[1]] = match[2].replace(/\\(["\\n])/g, (_all, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(match[0].length);
  }
  return labels;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, Family>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) families.set(name, (found = { name, help: '', type: 'untyped', samples: [] }));
    return found;
  };
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const meta = new RegExp(`^# (HELP|TYPE) (${metricName}) ?(.*)$`).exec(line);
    if (meta) {
      const target = family(meta[2]);
      if (meta[1] === 'HELP') target.help = meta[3];
      else {
        if (target.samples.length) throw new Error(`TYPE of ${meta[2]} after its samples`);
        if (!(meta[3] in suffixes)) throw new Error(`unknown type ${meta[3]}`);
        target.type = meta[3] as Family['type'];
      }
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = sampleLine.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const [, name, labels = '', value] = sample;
    const owner = [...families.values()].find((candidate) =>
      suffixes[candidate.type].some((suffix) => candidate.name + suffix === name),
    );
    if (!owner) throw new Error(`sample ${name} has no TYPE line before it`);
    owner.samples.push({ name, labels: parseLabels(labels), value: parseValue(value) });
  }
  for (const { name, type, samples } of families.values()) if (type === 'histogram') checkHistogram(name, samples);
  return families;
}

/** Buckets rise with `le`, never fall, and end at +Inf equal to the series' count. */
function checkHistogram(name: string, samples: Sample[]) {
  const series = new Map<string, Sample[]>();
  for (const sample of samples) {
    const { le: _le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const members of series.values()) {
    const buckets = members.filter((sample) => sample.name === `${name}_bucket`);
    const count = members.find((sample) => sample.name === `${name}_count`);
    if (!count || !members.some((sample) => sample.name === `${name}_sum`))
      throw new Error(`${name}: _sum or _count missing`);
    let previous = { le: -Infinity, value: 0 };
    for (const bucket of buckets) {
      const le = parseValue(bucket.labels.le);
      if (!(le > previous.le) || bucket.value < previous.value) throw new Error(`${name}: buckets out of order`);
      previous = { le, value: bucket.value };
    }
    if (previous.le !== Infinity || previous.value !== count.value)
      throw new Error(`${name}: the +Inf bucket must equal _count`);
  }
}
