// The import boundaries of docs/architecture.md, as import-x/no-restricted-paths zones. Areas and
// web features are read from the folders, so a new one is covered the day it is created.
import { existsSync, readdirSync } from 'node:fs';

const SERVER = './functions/src';
/** Server folders that are not business areas: the bottom (kernel, platform) and the wiring. */
const NOT_AREAS = new Set(['kernel', 'platform', 'http', 'jobs']);

/** The server's business areas: every folder of functions/src that mounts an <area>.module.ts. */
export const AREAS = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_AREAS.has(entry.name))
  .map((entry) => entry.name);

const publicModule = (area) => `./${area}/${area}.module.ts`;

export function serverZones(areas) {
  const modules = areas
    .filter((area) => existsSync(`${SERVER}/${area}/${area}.module.ts`))
    .map(publicModule);
  return [
    {
      target: `${SERVER}/kernel`,
      from: SERVER,
      except: ['./kernel'],
      message: 'The kernel is the bottom: it imports nothing else of the server.',
    },
    {
      target: `${SERVER}/platform`,
      from: SERVER,
      except: ['./platform', './kernel'],
      message: 'Platform ports and adapters import no area and no HTTP code.',
    },
    ...areas.map((area) => ({
      target: `${SERVER}/${area}`,
      from: SERVER,
      except: [`./${area}`, './kernel', './platform', ...modules],
      message:
        "An area imports only the kernel, platform ports, common/ and other areas' public <area>.module.ts.",
    })),
    {
      target: [`${SERVER}/http`, `${SERVER}/jobs`],
      from: SERVER,
      except: ['./http', './jobs', './kernel', './platform', ...modules],
      message: 'The wiring reaches areas only through their <area>.module.ts.',
    },
    {
      target: SERVER,
      from: ['./local-runtime', './functions/test'],
      message: 'Deployed code never imports the local runtime or test support.',
    },
  ];
}

export function webZones() {
  const features = readdirSync('./web/src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `./web/src/features/${feature}`,
      from: './web/src/features',
      except: [`./${feature}`],
      message:
        'A feature does not import another feature: move what they share to web/src/components, web/src/lib or common/.',
    })),
    {
      target: './web/src/features',
      from: './web/src/app',
      message: 'Features do not import the app layer (routes compose features, not the reverse).',
    },
    {
      target: ['./web/src/components', './web/src/lib', './web/src/config'],
      from: ['./web/src/features', './web/src/app'],
      message: 'Shared web code imports no feature and not the app layer.',
    },
    {
      target: './web',
      from: ['./functions', './local-runtime'],
      message: 'The web app imports only common/ of the other packages.',
    },
    {
      target: './common',
      from: ['./functions', './web', './local-runtime'],
      message: 'common/ is isomorphic and imports no other package.',
    },
  ];
}
