// /dev/throw (offline builds only): throws while rendering, so browser tests can prove the error boundary.
export default function DevThrowRoute(): never {
  throw new Error('Deliberate render error from /dev/throw');
}
