/**
 * The syntax tree of a card expression: plain data, produced by `parse` and walked by `evaluate`.
 * `col` is the 1-based column a node is reported at (an operator's own column for operators).
 * `&&`, `||` and `!` are parsed as `and`, `or` and `not`; a call's callee is a name or a method.
 *
 * @example
 * const tree: Expr = {
 *   kind: 'binary', op: '+', col: 10,
 *   left: { kind: 'member', object: { kind: 'name', name: 'it', col: 1 }, name: 'power', col: 4 },
 *   right: { kind: 'literal', value: 1, col: 12 },
 * }; // it.power + 1
 */
export type Expr =
  | { kind: 'literal'; value: number | string | boolean; col: number }
  | { kind: 'name'; name: string; col: number }
  | { kind: 'member'; object: Expr; name: string; col: number }
  | { kind: 'call'; callee: Extract<Expr, { kind: 'name' | 'member' }>; args: Expr[]; col: number }
  | { kind: 'unary'; op: '-' | 'not'; operand: Expr; col: number }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; col: number }
  | { kind: 'conditional'; test: Expr; then: Expr; otherwise: Expr; col: number };

/** A binary operator. @example const op: BinaryOp = '>='; */
export type BinaryOp = 'or' | 'and' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';
