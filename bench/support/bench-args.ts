// A bench's numeric options from its command line (`-- --runs 20`), with their defaults.
export const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
