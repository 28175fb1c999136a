export interface Layer {
  readonly name: string
  readonly paths: ReadonlyArray<string>
  readonly what: string
}
export declare const LAYERS: ReadonlyArray<Layer>
export declare const importPatterns: (layers: ReadonlyArray<Layer>) => string[]
