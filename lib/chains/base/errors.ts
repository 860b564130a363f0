// The two ways a forge or a broadcast can fail because of what was asked, as the API description's
// Errors section sorts them: a request that is malformed or not accepted (400), and a well-formed
// request that the chain state cannot serve (422). Both name the input field at fault.

/** The request is malformed or not accepted: answered with 400. */
export class InvalidRequest extends Error {
  // Declared only (no class field emitted): the constructor sets them.
  declare field: string;
  declare status: number;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'InvalidRequest';
    this.status = 400;
    this.field = field;
  }
}

/** The request is well formed, but the chain state does not allow it: answered with 422. */
export class Refused extends Error {
  declare field: string;
  declare status: number;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'Refused';
    this.status = 422;
    this.field = field;
  }
}
