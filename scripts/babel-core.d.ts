// The part of @babel/core that scripts/lingui-macro-plugin.ts uses (the package ships no types,
// and @types/babel__core is not installed).
declare module '@babel/core' {
  export interface TransformOptions {
    filename?: string;
    babelrc?: boolean;
    configFile?: boolean | string;
    sourceMaps?: boolean;
    parserOpts?: { plugins?: readonly string[] };
    plugins?: readonly string[];
  }
  export interface TransformResult {
    code?: string | null;
    map?: {
      version: number;
      sources: string[];
      names: string[];
      mappings: string;
      file?: string;
      sourcesContent?: string[];
    } | null;
  }
  export function transformAsync(
    code: string,
    options?: TransformOptions,
  ): Promise<TransformResult | null>;
}
