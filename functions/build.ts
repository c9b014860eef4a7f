// Bundles the Cloud Functions entry point with esbuild so `common/` is inlined for deploy; npm
// packages stay external and are installed by Cloud Functions from package.json. The build fails
// when the bundle would carry anything but deployable code: only functions/src (no test files) and
// common/src may be inlined, so the local runtime, test support and their packages never ship.
import { build, type Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '..');

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};

/** Inputs (relative to the repo root) the deployed bundle may contain. */
const DEPLOYABLE = /^(functions\/src|common\/src)\//;
const TEST_CODE = /\.test\.ts$|\/conformance\//;

/** Why each input that may not ship is in the bundle; empty when the bundle is clean. */
export function bundleProblems(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .map((input) => relative(repoRoot, resolve(here, input)))
    .flatMap((input) => {
      if (!DEPLOYABLE.test(input)) return [`${input} is not deployable code`];
      if (TEST_CODE.test(input)) return [`${input} is test code`];
      return [];
    });
}

export async function buildFunctions(outfile = 'lib/index.js') {
  const result = await build({
    absWorkingDir: here,
    entryPoints: ['src/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    minifyWhitespace: true,
    minifySyntax: true,
    metafile: true,
    external: Object.keys(pkg.dependencies ?? {}),
    logLevel: 'warning',
  });
  const problems = bundleProblems(result.metafile);
  if (problems.length > 0)
    throw new Error(
      `The functions bundle pulls in code that must not deploy:\n- ${problems.join('\n- ')}`,
    );
  const output =
    result.metafile.outputs[Object.keys(result.metafile.outputs).find((o) => o.endsWith('.js'))!]!;
  return {
    inputs: Object.keys(result.metafile.inputs).length,
    bytes: output.bytes,
    metafile: result.metafile,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { inputs, bytes } = await buildFunctions();
  console.log(
    `functions/lib/index.js: ${(bytes / 1024).toFixed(0)} KB from ${inputs} source files`,
  );
}
