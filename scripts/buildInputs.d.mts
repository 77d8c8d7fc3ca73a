// Types of scripts/buildInputs.mjs.
export declare function buildInputsSum(root: string, env?: Record<string, string | undefined>): string;
