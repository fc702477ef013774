/** An API answer's body as tests read it: the envelope (`{status, message, result, errors}`) with a loose `result`. */
export interface TestEnvelope {
  status: boolean;
  message: string;
  result?: any;
  errors?: { message: string; field?: string; value?: any }[];
}

/** What a test call answers: the status code and the parsed envelope. */
export interface Answer {
  statusCode: number;
  body: TestEnvelope;
}
