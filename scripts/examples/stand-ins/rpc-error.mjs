/** An error a JSON-RPC method of the stand-in answers with: the server turns it into the answer's `error`. */
export class RpcError extends Error {
  /** @param {number} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
