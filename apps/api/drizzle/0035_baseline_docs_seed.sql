-- The firm's starting baseline list (contract DEFAULT_BASELINE_DOCS), inserted once; staff edit it from here.
INSERT INTO "baseline_documents" ("slug", "name", "description", "service", "jurisdiction", "applies_to", "category", "income_sources", "is_required", "allow_multiple", "sort_order") VALUES
('nri-pan-card', 'PAN card', 'Both sides, clearly readable', 'nri-tax', 'IN', 'nri', 'identity', '[]'::jsonb, true, false, 10),
('nri-passport-pages', 'Passport pages', 'Photo page and the pages with entry and exit stamps', 'nri-tax', 'IN', 'nri', 'identity', '[]'::jsonb, true, true, 20),
('nri-form-16', 'Form 16/16A or Form 26AS/AIS', 'Form 16 or 16A from whoever deducted tax in India, or your Form 26AS / Annual Information Statement from the income-tax portal', 'nri-tax', 'IN', 'nri', 'income', '[]'::jsonb, true, false, 30),
('nri-bank-statements', 'Bank statements', 'Statements of your NRO (and NRE) accounts for the financial year', 'nri-tax', 'IN', 'nri', 'income', '[]'::jsonb, true, true, 40),
('nri-capital-gains', 'Capital gains statements', 'Statements from your broker or fund house, and sale and purchase deeds for property sold', 'nri-tax', 'IN', 'nri', 'income', '["capital_gains","property_sale"]'::jsonb, true, true, 50),
('nri-rent-receipts', 'Rent receipts or lease agreement', 'For the Indian property you let', 'nri-tax', 'IN', 'nri', 'income', '["house_property"]'::jsonb, false, true, 60),
('director-passport', 'Passport', 'Photo page of a passport valid for at least six months', 'incorporation', null, 'director', 'identity', '[]'::jsonb, true, false, 70),
('director-proof-of-address', 'Proof of address', 'A utility bill or bank statement from the last three months', 'incorporation', null, 'director', 'address', '[]'::jsonb, true, false, 80),
('sg-director-nric', 'NRIC or employment pass', 'Singapore citizens and residents: NRIC (both sides); others: the employment or dependant pass', 'incorporation', 'SG', 'director', 'identity', '[]'::jsonb, true, false, 90),
('in-director-pan-din', 'PAN card and DIN', 'PAN card, and the Director Identification Number if already allotted', 'incorporation', 'IN', 'director', 'identity', '[]'::jsonb, true, false, 100),
('ae-director-emirates-id', 'Emirates ID or visa page', 'UAE residents: Emirates ID (both sides); others: the entry visa page', 'incorporation', 'AE', 'director', 'identity', '[]'::jsonb, true, false, 110),
('shareholder-passport', 'Passport', 'Photo page of a passport valid for at least six months', 'incorporation', null, 'shareholder', 'identity', '[]'::jsonb, true, false, 120),
('shareholder-proof-of-address', 'Proof of address', 'A utility bill or bank statement from the last three months', 'incorporation', null, 'shareholder', 'address', '[]'::jsonb, true, false, 130),
('company-registered-address-proof', 'Registered office address proof', 'Tenancy agreement or the landlord''s consent, and a recent utility bill of the premises', 'incorporation', null, 'company', 'corporate', '[]'::jsonb, true, false, 140),
('in-company-noc-premises', 'No-objection certificate for the premises', 'NOC from the owner of the registered office (India)', 'incorporation', 'IN', 'company', 'corporate', '[]'::jsonb, true, false, 150),
('ae-company-ejari', 'Ejari or flexi-desk lease', 'The registered lease of the office (UAE)', 'incorporation', 'AE', 'company', 'corporate', '[]'::jsonb, true, false, 160),
('company-source-of-funds', 'Source of funds declaration', 'Where the paid-up capital comes from (AML)', null, null, 'company', 'corporate', '[]'::jsonb, false, false, 170)
ON CONFLICT ("slug") DO NOTHING;
