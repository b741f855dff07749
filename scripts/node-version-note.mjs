// One plain line for someone running the shop on a Node older than the one it supports, instead
// of leaving them to read npm's engine warnings.
const SUPPORTED_MAJOR = 24;

export const noteOlderNode = (version = process.versions.node) => {
  const major = Number(version.split('.')[0]);
  if (major >= SUPPORTED_MAJOR) return null;
  return (
    `Node ${version} is older than the shop's supported Node ${String(SUPPORTED_MAJOR)} LTS` +
    `${major <= 20 ? ' (Node 20 reached its end of life in April 2026)' : ''}: it still runs, ` +
    `but install Node ${String(SUPPORTED_MAJOR)} (README, "Node versions").`
  );
};
