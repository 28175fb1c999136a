export interface FunctionSize {
  readonly file: string
  readonly line: number
  readonly name: string
  readonly lines: number
  readonly depth: number
}
export declare const MAX_LINES: number
export declare const MAX_DEPTH: number
export declare const measureFile: (file: string) => FunctionSize[]
export declare const measureAll: (dir?: string) => FunctionSize[]
export declare const overLimit: (fs: ReadonlyArray<FunctionSize>) => FunctionSize[]
