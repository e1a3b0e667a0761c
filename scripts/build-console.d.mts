// Types of scripts/build-console.mjs for the tests that import it.
export function buildConsole(options: {
  root: string;
  outDir?: string;
  write?: (text: string) => void;
}): Promise<number>;
