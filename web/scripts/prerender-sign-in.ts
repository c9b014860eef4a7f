/// <reference types="node" />
// After `vite build` (the web app's build script; scripts/web-build.ts for `npm start`): renders
// the sign-in screen from the app's own components (src/boot/sign-in-screen.tsx, built for Node)
// and writes it into dist/index.html with its show script (assets/boot-sign-in-<hash>.js: no inline
// script, for the Content-Security-Policy), so a visitor on a slow phone sees the
// sign-in card as soon as the HTML arrives rather than after the app's JavaScript has loaded and
// run (issue 18; docs/decisions/web.md). The same script starts, from the HTML, the downloads of
// the code the page's first screen needs, named from the build's manifest (issue 48).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chunksOfPage } from './first-load-chunks.js';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const MARKER = '<!-- boot-sign-in -->';

interface BootPreloads {
  app: string[];
  pages: { path: string; files: string[] }[];
}

interface SignInScreenModule {
  FIRST_SCREENS: { path: string; page: string }[];
  renderBootScreen(preloads: BootPreloads): {
    html: (scriptPath: string) => string;
    script: string;
  };
}

/** Vite's build manifest: each chunk by its key, with the keys of the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The files of `keys` and of every chunk they import, in the order met. */
function filesOf(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen].map((key) => `/${manifest[key]!.file}`);
}

/**
 * The manifest's key of the chunk named `name` (the build names chunks `<name>-<hash>.js`; the
 * chunk's stylesheet, `<name>-<hash>.css`, has a key of its own and is loaded by the chunk).
 */
function chunkKey(manifest: Manifest, name: string): string | undefined {
  return Object.keys(manifest).find((k) => k.startsWith(`_${name}-`) && k.endsWith('.js'));
}

/**
 * What each first screen preloads: the app's shared chunk and what it imports, and each client
 * first screen's chunks with theirs, less what the HTML already loads.
 */
function bootPreloads(manifest: Manifest, screens: SignInScreenModule['FIRST_SCREENS']) {
  const inHtml = new Set(filesOf(manifest, ['index.html']));
  const appKey = chunkKey(manifest, 'first-app');
  if (!appKey)
    throw new Error('The build has no first-app chunk (web/scripts/first-load-chunks.ts)');
  const app = filesOf(manifest, [appKey]).filter((f) => !inHtml.has(f));
  const loaded = new Set([...inHtml, ...app]);
  const pages = screens.map(({ path, page }) => ({
    path,
    files: filesOf(
      manifest,
      // A set of pages may share nothing in this build: its chunk is then not made.
      chunksOfPage(page).flatMap((chunk) => {
        const key = chunkKey(manifest, chunk);
        if (!key) console.log(`The build made no ${chunk} chunk: ${path} preloads without it.`);
        return key ?? [];
      }),
    ).filter((file) => !loaded.has(file)),
  }));
  return { app, pages };
}

async function renderScreen(
  manifest: Manifest,
): Promise<ReturnType<SignInScreenModule['renderBootScreen']>> {
  const outDir = await mkdtemp(join(tmpdir(), 'portico-prerender-'));
  try {
    await build({
      root: webRoot,
      logLevel: 'warn',
      // Everything bundled: the render must not depend on how Node resolves MUI's ESM.
      ssr: { noExternal: true },
      build: {
        ssr: 'src/boot/sign-in-screen.tsx',
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { output: { entryFileNames: 'sign-in-screen.mjs' } },
      },
    });
    const screen = (await import(
      pathToFileURL(join(outDir, 'sign-in-screen.mjs')).href
    )) as SignInScreenModule;
    return screen.renderBootScreen(bootPreloads(manifest, screen.FIRST_SCREENS));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

// `--out-dir dist-offline`: the offline build of `npm start` (scripts/web-build.ts).
const outDirArg = process.argv.indexOf('--out-dir');
const webOutDir = outDirArg > 0 ? (process.argv[outDirArg + 1] ?? 'dist') : 'dist';
const indexPath = join(webRoot, webOutDir, 'index.html');
const page = await readFile(indexPath, 'utf8');
if (!page.includes(MARKER)) throw new Error(`${indexPath} has no ${MARKER} marker`);
// Read here, then removed: the manifest is the build's, not a file to serve.
const manifestDir = join(webRoot, webOutDir, '.vite');
const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
await rm(manifestDir, { recursive: true, force: true });
const screen = await renderScreen(manifest);
const hash = createHash('sha256').update(screen.script).digest('hex').slice(0, 10);
const scriptPath = `/assets/boot-sign-in-${hash}.js`;
await writeFile(join(webRoot, webOutDir, scriptPath), screen.script);
const html = screen.html(scriptPath);
await writeFile(indexPath, page.replace(MARKER, html));
console.log(`Prerendered the sign-in screen into ${indexPath} (${html.length} characters).`);
