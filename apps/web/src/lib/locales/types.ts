/**
 * The shape another language must fill: every key of the English resources, nested the same
 * way, each a string. A missing key, an extra one or a misspelt one is a type error.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
