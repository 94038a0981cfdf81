export const runnerAnchor = (horseCode: string) => `runner-${horseCode}`;
