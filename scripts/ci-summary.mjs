// The closing report of .ci/run: the wall time of every step and of the run, the 20 slowest tests,
// the test counts of each report against the floor in .ci/expected-counts.json, and one line
// "N passed, N failed, N skipped". Fails when a test failed, when a report has fewer passing tests
// than its floor (a suite that shrank or stopped running), or when the run took longer than
// CI_BUDGET_MINUTES (default 75).
//   node scripts/ci-summary.mjs [--steps .tmp/ci-steps.tsv] report.json…
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
let stepsFile;
const reports = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--steps') stepsFile = args[++i];
  else reports.push(args[i]);
}
const budgetMinutes = Number(process.env.CI_BUDGET_MINUTES ?? 75);
const floorsFile = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../.ci/expected-counts.json',
);
const floors = existsSync(floorsFile) ? JSON.parse(readFileSync(floorsFile, 'utf8')) : {};
const problems = [];

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

if (stepsFile && existsSync(stepsFile)) {
  // `start<TAB>name` for a step of the sequence (it lasts until the next one starts), and
  // `start<TAB>name<TAB>end` for a step that ran beside the sequence in the background.
  const lines = readFileSync(stepsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at, name, until] = line.split('\t');
      return { at: Number(at), name, until: until ? Number(until) : undefined };
    });
  const steps = lines.filter((step) => step.until === undefined);
  const beside = lines.filter((step) => step.until !== undefined);
  const end = Date.now() / 1000;
  console.log('\nStep wall times');
  steps.forEach((step, i) => {
    const until = steps[i + 1]?.at ?? end;
    console.log(`  ${minutes(until - step.at).padStart(6)}  ${step.name}`);
  });
  for (const step of beside)
    console.log(
      `  ${minutes(step.until - step.at).padStart(6)}  ${step.name} (beside the steps above)`,
    );
  const total = end - (steps[0]?.at ?? end);
  const besideSum = beside.reduce((sum, step) => sum + (step.until - step.at), 0);
  console.log(`  ${minutes(total).padStart(6)}  total (budget ${budgetMinutes}:00)`);
  if (beside.length > 0)
    console.log(
      `          ${minutes(total + besideSum)} of steps in ${minutes(total)} of wall time: ${minutes(besideSum)} ran beside the others`,
    );
  if (total > budgetMinutes * 60)
    problems.push(`the run took ${minutes(total)}, over its budget of ${budgetMinutes} minutes`);
}

/** Every test of a vitest or Playwright JSON report: { name, ms, status }. */
function testsOf(report, label) {
  const tests = [];
  if ('testResults' in report) {
    for (const file of report.testResults) {
      const fileName = path.relative(process.cwd(), file.name);
      for (const test of file.assertionResults ?? [])
        tests.push({ name: `${label} ${fileName} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
  } else {
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? []) {
          const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          tests.push({ name: `${label} ${spec.file} › ${spec.title} [${test.projectName}]`, ms });
        }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
  }
  return tests;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const allTests = [];
const counts = [];
/** Reports that passed at least their floor. */
const atFloor = new Set();
for (const file of reports) {
  const label = path.basename(file, '.json');
  if (!existsSync(file)) {
    problems.push(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let filePassed = 0;
  if ('numPassedTests' in report) {
    filePassed = report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    filePassed = report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
  passed += filePassed;
  const floor = floors[label];
  counts.push(
    `  ${String(filePassed).padStart(5)} passed  ${label}${floor ? ` (floor ${floor})` : ''}`,
  );
  if (floor && filePassed >= floor) atFloor.add(label);
  if (floor && filePassed < floor)
    problems.push(
      `${label}: ${filePassed} tests passed, fewer than the ${floor} of .ci/expected-counts.json`,
    );
  allTests.push(...testsOf(report, label));
}

if (allTests.length > 0) {
  console.log('\nSlowest 20 tests');
  for (const test of allTests.sort((a, b) => b.ms - a.ms).slice(0, 20))
    console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name}`);
}
console.log('\nTests per report');
for (const line of counts) console.log(line);
if (Object.keys(floors).length > 0 && Object.keys(floors).every((label) => atFloor.has(label)))
  console.log(
    "  Same counts or more: every suite passed at least its floor, the last landed run's count.",
  );
for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 || problems.length > 0 ? 1 : 0);
