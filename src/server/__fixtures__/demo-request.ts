/** A demo request every form check accepts: the body the limit tests post again and again. */
export const VALID_DEMO_REQUEST = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@acme.example',
  company: 'Acme Srl',
  employees: '11-50',
  phone: '',
  message: '',
};
