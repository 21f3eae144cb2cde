// Shapes on the wire, shared by the client (core/views) and the emulated backend (mocks).

export type ClockingType = 'regulär' | 'geschäftlich unterwegs';

export interface Clocking {
  id: number;
  clock_in: string;
  clock_out: string | null;
  clock_in_formatted: string;
  clock_out_formatted: string | null;
  time: string;
  type: ClockingType;
  comment: string | null;
  home_office: boolean;
}

export interface UserOption {
  id: number;
  dn: string;
}

export interface GroupOption {
  id: number;
  name: string;
}

export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}
