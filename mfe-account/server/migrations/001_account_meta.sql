CREATE TABLE service_meta (key text PRIMARY KEY, value text NOT NULL);
