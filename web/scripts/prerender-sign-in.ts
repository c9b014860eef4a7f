/// <reference types="node" />
// After `vite build` (the web app's build script; scripts/web-build.ts for `npm start`): renders
// the sign-in screen from the app's own components (src/boot/sign-in-screen.tsx, built for Node)
// and writes it into dist/index.html with its show script (assets/boot-sign-in-<hash>.js: no inline
// script, for the Content-Security-Policy), so a visitor on a slow phone sees the
// sign-in card as soon as the HTML arrives rather than after the app's JavaScript has loaded and
// run (issue 18; docs/decisions/web.md).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const MARKER = '<!-- boot-sign-in -->';

interface SignInScreenModule {
  renderBootScreen(): { html: (scriptPath: string) => string; script: string };
}

async function renderScreen(): Promise<ReturnType<SignInScreenModule['renderBootScreen']>> {
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
    return screen.renderBootScreen();
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
const screen = await renderScreen();
const hash = createHash('sha256').update(screen.script).digest('hex').slice(0, 10);
const scriptPath = `/assets/boot-sign-in-${hash}.js`;
await writeFile(join(webRoot, webOutDir, scriptPath), screen.script);
const html = screen.html(scriptPath);
await writeFile(indexPath, page.replace(MARKER, html));
console.log(`Prerendered the sign-in screen into ${indexPath} (${html.length} characters).`);
