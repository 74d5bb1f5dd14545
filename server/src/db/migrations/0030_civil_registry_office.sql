-- The Local Civil Registry Office (issue 27): the civil registry copies (birth, death and marriage
-- certificates) name it as the office acting on them (offices: ['civil-registry']). Its officer
-- reviews and returns requests, marks them printed, hands them over and releases them, and prints
-- their documents; the schedule bills them, so no assessment permission. An LGU renames the office
-- or gives the work to other roles in /console/roles; a catalogue that has the code keeps its own.
INSERT INTO "staff_offices" ("code", "name", "name_fil") VALUES
	('civil-registry', 'Local Civil Registry Office', 'Tanggapan ng Lokal na Sibil na Rehistro')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "staff_roles" ("code", "name", "name_fil", "office_code", "permissions", "built_in") VALUES
	('civil-registry', 'Civil registry officer', 'Opisyal ng sibil na rehistro', 'civil-registry', '["applications.view","applications.review","applications.return","applications.release","documents.print"]', false)
ON CONFLICT DO NOTHING;
