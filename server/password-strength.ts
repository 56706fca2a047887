import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's estimator with its common-password lists and keyboard patterns, built on first use. */
export const passwordStrength = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));
