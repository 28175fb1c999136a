export interface Layer {
  readonly name: string
  readonly paths: ReadonlyArray<string>
  readonly what: string
  /** Where given: the only layers below this one it may import from. */
  readonly reads?: ReadonlyArray<string>
}
export declare const LAYERS: ReadonlyArray<Layer>
export declare const mayRead: (layer: Layer) => ReadonlyArray<Layer>
export declare const importPatterns: (layers: ReadonlyArray<Layer>) => string[]
