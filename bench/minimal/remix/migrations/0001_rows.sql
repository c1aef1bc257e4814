-- Six rows for the bare Remix page that reads D1 (`/d1`).
CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, price_cents INTEGER NOT NULL);
INSERT INTO items (id, name, description, price_cents) VALUES
  (1, 'Restaurant', 'A menu, opening hours and reservations by e-mail.', 2499),
  (2, 'Healthcare', 'Services, practitioners and appointment requests.', 2499),
  (3, 'E-commerce', 'A catalogue with prices and a contact for orders.', 2999),
  (4, 'Portfolio', 'Selected work, an about page and a contact form.', 1999),
  (5, 'Technology', 'Features, pricing and frequently asked questions.', 2499),
  (6, 'Education', 'Courses, teachers and enrolment by e-mail.', 2499);
