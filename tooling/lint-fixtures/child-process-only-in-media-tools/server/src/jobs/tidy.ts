// a dynamic import is an import as well
export const tidy = async () => (await import('node:child_process')).execFileSync('rm', ['-rf', '/tmp/x']);
