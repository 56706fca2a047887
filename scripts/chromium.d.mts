export const chromiumPath: string;
export const chromiumArgs: readonly string[];
